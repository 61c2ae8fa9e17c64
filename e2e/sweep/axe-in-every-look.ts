import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { EXPERIMENTAL_WCAG_RULES, whereFound } from '../support/axe.ts';

/** The page's window once the integration has put axe-core in it. */
type WithAxe = { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the product promises (docs/product.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The rules whose answer can change with the theme. The dark theme changes colour tokens only
 * (apps/web/src/app/styles/tokens.css, held to that by theme-tokens.test.ts): the same page at the
 * same width has the same elements, names and sizes in both, so the dark look is read for what
 * colours decide and the light look for everything.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The four ways a view is seen: a phone and a laptop, each in the light and the dark theme. */
export const LOOKS = [
  { width: 390, height: 844, theme: 'light' },
  { width: 390, height: 844, theme: 'dark' },
  { width: 1280, height: 800, theme: 'light' },
  { width: 1280, height: 800, theme: 'dark' },
] as const;

type Look = (typeof LOOKS)[number];

/**
 * The language whose views are read for colour at the laptop width too. Colours are the theme's
 * and not the language's, and reading them is most of axe's time: on two cores the sweep reads
 * them on the phone in every language (where text wraps and moves most, and most pupils read), and
 * on the laptop in English. Every other rule is read at both widths in every language (in the
 * light theme: the dark one changes colours alone).
 */
const LAPTOP_COLOURS_IN: Locale = 'en';

/** How axe is asked: every WCAG A and AA rule, the experimental ones too; violations only. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
  resultTypes: ['violations'],
};

/** The dark look's reading: the WCAG rules that read colours. */
const COLOUR_OPTIONS: RunOptions = {
  runOnly: { type: 'rule', values: COLOUR_RULES },
  resultTypes: ['violations'],
};

/**
 * What axe finds wrong with the page in each look, one line per rule and look. The page is
 * resized and its theme switched in place, as the toggle switches it (the root's `data-theme`,
 * which the toggle follows): a reload per look would double the sweep's time on two cores.
 */
export async function axeInEveryLook(
  page: Page,
  label: string,
  locale: Locale = LAPTOP_COLOURS_IN,
): Promise<string[]> {
  const found: string[] = [];
  for (const [index, look] of LOOKS.entries()) {
    const options = optionsFor(look, locale);
    if (!options) continue;
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.evaluate((theme) => {
      document.documentElement.dataset.theme = theme;
      return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }, look.theme);
    const violations = index === 0 ? await axeFirst(page) : await axeAgain(page, options);
    for (const violation of violations) {
      found.push(
        `${label} at ${look.width} px, ${look.theme}: ${violation.id} (${violation.impact}): ${violation.help} — ${whereFound(violation)}`,
      );
    }
  }
  return found;
}

/** What axe reads in a look: everything in the light theme, colours in the dark (or nothing). */
function optionsFor(look: Look, locale: Locale): RunOptions | undefined {
  const colours = look.width < 700 || locale === LAPTOP_COLOURS_IN;
  if (look.theme === 'dark') return colours ? COLOUR_OPTIONS : undefined;
  return colours ? AXE_OPTIONS : { ...AXE_OPTIONS, rules: { ...AXE_OPTIONS.rules, ...NO_COLOURS } };
}

/** The colour rules turned off, for a look whose colours another look reads. */
const NO_COLOURS = Object.fromEntries(COLOUR_RULES.map((id) => [id, { enabled: false }]));

/**
 * axe through its Playwright integration, which puts axe-core in the page. The legacy mode runs
 * it in the page itself, where the default opens a blank page per run to join the frames'
 * results: the app has no frames from other sites to join.
 */
async function axeFirst(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options(AXE_OPTIONS).analyze();
  return results.violations;
}

/**
 * axe again, in the page that already holds it: putting its half a megabyte in again for each
 * look took as long as the reading itself.
 */
async function axeAgain(page: Page, options: RunOptions): Promise<Result[]> {
  return page.evaluate(
    async (asked) => (await (window as unknown as WithAxe).axe.run(document, asked)).violations,
    options,
  );
}
