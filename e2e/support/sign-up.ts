import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** A unique address per journey, so journeys never see each other's accounts or mail. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The sum of the dice, read the way a screen-reader user would: from each die's accessible name. */
export async function diceSum(page: Page): Promise<number> {
  const dice = page.getByRole('img', { name: /^Die showing \d$/ });
  await expect(dice).toHaveCount(2);
  const names = await dice.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  return names.reduce((sum, name) => sum + Number(name.replace('Die showing ', '')), 0);
}

export async function openSignUp(page: Page): Promise<void> {
  await page.goto('/join');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('img', { name: /^Die showing \d$/ })).toHaveCount(2);
}

/** Fills the first step of the sign-up form, answering the captcha right unless told otherwise. */
export async function fillSignUp(
  page: Page,
  fields: { email: string; password: string; age: string; captchaAnswer?: number },
): Promise<void> {
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password').fill(fields.password);
  await page.getByLabel('Age', { exact: true }).fill(fields.age);
  await page
    .getByLabel('Sum of the dice')
    .fill(String(fields.captchaAnswer ?? (await diceSum(page))));
}
