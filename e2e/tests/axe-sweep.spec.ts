import { expect, test, type Page } from '@playwright/test';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import { LOCALE_COOKIE, LOCALES } from '@mentorbridge/domain/i18n/locales';
import type { Wording } from '@mentorbridge/domain/i18n/catalogue';
import { textIn } from '@mentorbridge/domain/i18n/text-in';
import { routeTable } from '../../apps/web/src/app/route-table.ts';
import { mainApp } from '../support/app-servers.ts';
import { axeInEveryLook, LOOKS } from '../sweep/axe-in-every-look.ts';
import { type Role, routesWithoutVisit, type Visit, visits } from '../sweep/entries.ts';
import { type Member, sweepWorld, type World } from '../sweep/world.ts';

/*
 * The accessibility sweep (docs/product.md, Accessibility): every route of the router, as each
 * role that can open it, with the data a real person would have there, in every language, at
 * phone and laptop width, light and dark, read by axe against WCAG 2.2 A and AA.
 */

// Each role and language is a test of its own, spread over the workers: one browser, its pages
// in parallel contexts.
test.describe.configure({ mode: 'parallel' });

test('every route of the router has a sweep entry', () => {
  expect(routesWithoutVisit(routeTable, visits)).toEqual([]);
});

test('a route added to the router without a sweep entry is named', () => {
  const grown = [...routeTable, { id: 'new-view', path: '/new-view' }];
  expect(routesWithoutVisit(grown, visits)).toEqual(['new-view']);
});

const signedInAs: Partial<Record<Role, (world: World) => Member>> = {
  'young mentee': (world) => world.youngMentee,
  mentee: (world) => world.mentee,
  mentor: (world) => world.mentor,
  lead: (world) => world.lead,
  coordinator: (world) => world.coordinator,
};

/** The words of a view that is still on its way, in one language: a view showing one is not ready. */
function waitingWordsIn(words: Wording) {
  const byId = words as unknown as Record<string, unknown>;
  const loading = Object.keys(catalogues.en).filter((id) => id.startsWith('loading'));
  return [...loading, 'startingCamera', 'rollingDice']
    .map((id) => byId[id])
    .filter((text): text is string => typeof text === 'string');
}

/** What a view says when it is not the view the person came for. */
const refusalsIn = (words: Wording) => [
  words.pleaseLogIn,
  words.noAccount,
  words.leadsOnly,
  words.coordinatorsOnly,
  words.pageNotFound,
  words.pageFailed,
  words.mentorNotFoundTitle,
];

/**
 * Opens a view and waits until it holds its data: on the phone, as each view is first read, and
 * the view itself, not a refusal (signed out, the wrong role, not found) unless that is the visit.
 */
async function openReady(page: Page, visit: Visit, world: World, words: Wording) {
  await page.setViewportSize({ width: LOOKS[0].width, height: LOOKS[0].height });
  const path = visit.path(world);
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForFunction(
    (waiting) => !waiting.some((text) => document.body.innerText.includes(text)),
    waitingWordsIn(words),
    { timeout: 15_000 },
  );
  await expect(page).toHaveURL(new URL(visit.landsOn ?? path, mainApp.url).href);
  if (!visit.refused) {
    // A refusal is a heading, a paragraph or an alert of its own, word for word.
    const refusals = await page.evaluate((texts) => {
      const shown = new Set(
        [...document.querySelectorAll('h1, h2, p, [role="alert"]')].map((element) =>
          (element.textContent ?? '').trim(),
        ),
      );
      return texts.filter((text) => shown.has(text));
    }, refusalsIn(words));
    expect(refusals, path).toEqual([]);
  }
  if (visit.shows) await expect(page.locator(visit.shows).first()).toBeVisible();
}

const roles = [...new Set(visits.map((visit) => visit.as))];

for (const role of roles) {
  for (const locale of LOCALES) {
    test(`axe finds nothing on the views of a ${role}, in ${locale}, on a phone and a laptop, light and dark`, async ({
      browser,
    }) => {
      // Each view is read in four looks; a few dozen readings on two busy cores.
      test.setTimeout(240_000);
      const world = await sweepWorld();
      const words = textIn(locale);
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: mainApp.url }]);
      const person = signedInAs[role]?.(world);
      if (person) {
        const loggedIn = await context.request.post('/api/auth/log-in', {
          data: { email: person.email, password: person.password },
          headers: { origin: mainApp.url },
        });
        expect(loggedIn.status()).toBe(200);
      }
      const page = await context.newPage();
      const found: string[] = [];
      for (const visit of visits.filter((each) => each.as === role)) {
        const label = `${visit.path(world)} (${visit.route})`;
        await openReady(page, visit, world, words);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        found.push(...(await axeInEveryLook(page, label, locale)));
        if (visit.opens) {
          await visit.opens(page, words, world);
          found.push(...(await axeInEveryLook(page, `${label}, opened`, locale)));
        }
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
