import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { EnginePage } from './engine-page.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's findings on the page as this engine draws it ("url: rule: help"), for the rules
 * the Chromium journeys hold every view to: colours and contrast differ by engine.
 */
export async function axeViolations(page: EnginePage): Promise<string[]> {
  await page.driver.runScript(axeSource);
  const violations = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run().then((results) =>
      results.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')).join(', '),
      })),
    ),
  );
  const path = await page.path();
  return violations.map(({ id, help, targets }) => `${path}: ${id}: ${help} (${targets})`);
}
