import { expect, test, type Page } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { demoMentee, menteePhoneViews, visitorPhoneViews } from '../support/phone-views.ts';
import { pseudoText, usePseudoLocale } from '../support/pseudo-locale.ts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * What a reader cannot see whole: the page scrolling sideways, and each element whose text is
 * wider than its box where the box hides the rest (overflow hidden or clip, or an ellipsis).
 * Text kept for screen readers only (`visually-hidden`, or any box of 1 px) is meant to be clipped, and so is a
 * one-line preview of what people wrote (in its own direction, `dir="auto"`), as in any messenger.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Named by the innermost elements that stick out past the screen's edge.
      const out = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) =>
          element.getBoundingClientRect().right > root.clientWidth + 1 &&
          ![...element.children].some(
            (child) => child.getBoundingClientRect().right > root.clientWidth + 1,
          ),
      );
      const named = out.map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 60)}"`,
      );
      found.push(`the page scrolls sideways, past its edge: ${named.join(', ')}`);
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.visually-hidden') || element.offsetParent === null) continue;
      if (element.dir === 'auto' || element.clientWidth <= 1) continue;
      const style = getComputedStyle(element);
      const hides =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1 && element.innerText.trim()) {
        found.push(`${element.tagName.toLowerCase()}.${element.className}: ${element.innerText}`);
      }
    }
    return found;
  });

const loadingWords = [uiText.loading, uiText.loadingDashboard].map(pseudoText);

async function expectWhole(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  for (const words of loadingWords) await expect(page.getByText(words)).toHaveCount(0);
  expect(await cutOff(page), path).toEqual([]);
}

test('in a pseudo-language 40% longer, no phone view cuts its text off or scrolls sideways', async ({
  page,
}) => {
  await usePseudoLocale(page);
  await page.goto('/');
  // The pseudo words are the page's, or this journey proves nothing.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoText(uiText.landingTitle));
  for (const path of visitorPhoneViews) await expectWhole(page, path);

  const loggedIn = await page.request.post('/api/auth/log-in', {
    data: demoMentee,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(loggedIn.status()).toBe(200);
  for (const path of menteePhoneViews) {
    await expectWhole(page, path);
  }

  // The Menu open, an open chat with its composer, and a mentor's page.
  const menu = page.getByRole('button', { name: pseudoText(uiText.menuButton) });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(await cutOff(page), 'the open Menu').toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/chat');
  await page
    .getByRole('navigation', { name: pseudoText(uiText.yourChats) })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('button', { name: pseudoText(uiText.sendMessage) })).toBeVisible();
  expect(await cutOff(page), page.url()).toEqual([]);
  await page.goto('/mentors');
  await page.locator('.mentor-card a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cutOff(page), page.url()).toEqual([]);
});
