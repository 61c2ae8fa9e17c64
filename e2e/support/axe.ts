import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * axe keeps some WCAG rules off by default while it calls them experimental; Label in Name
 * (2.5.3) is one, and it is what a person using voice control needs, so every reading turns on
 * each of them that checks an A or AA criterion.
 */
export const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'css-orientation-lock',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

const experimentalOn = Object.fromEntries(
  EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]),
);

/**
 * What axe finds wrong with a journey's moment, the page as it is now: one line per rule, with
 * the first elements it names. Every rule axe has (its best practices too, such as content
 * outside a landmark) and the experimental WCAG ones; the sweep reads every view in four looks
 * against WCAG's rules alone (axe-sweep.spec.ts). In the legacy mode axe runs in the page
 * itself, where the default opens a blank page per run to join the results of frames from other
 * sites: the app has none.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: experimentalOn })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} — ${whereFound(violation)}`,
  );
}

/** The first few elements a violation names, as selectors: enough to find them in the page. */
export function whereFound(violation: Result): string {
  return violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(' | ');
}
