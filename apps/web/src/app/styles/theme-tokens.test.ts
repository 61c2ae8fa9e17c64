import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const webSource = path.resolve(here, '../..');

/** Every stylesheet of the web app, as its path and text (Vitest's own reading leaves CSS empty). */
function stylesheets(folder = webSource): { file: string; text: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [{ file: full, text: readFileSync(full, 'utf8') }] : [];
  });
}

// The accessibility sweep reads the dark theme for colour only (e2e/sweep/axe-in-every-look.ts):
// that holds while the dark theme changes nothing but colour tokens.
describe('the dark theme', () => {
  it('sets colours and shadows only, in tokens.css alone', () => {
    const tokens = readFileSync(path.join(here, 'tokens.css'), 'utf8');
    const dark = /:root\[data-theme='dark'\]\s*\{([^}]*)\}/.exec(tokens)?.[1] ?? '';
    const properties = [...dark.matchAll(/^\s*([\w-]+)\s*:/gm)].map((match) => match[1] ?? '');
    expect(properties.length).toBeGreaterThan(10);
    expect(properties.filter((name) => !/^--color-|^--shadow$|^color-scheme$/.test(name))).toEqual(
      [],
    );
    const elsewhere = stylesheets()
      .filter(({ file, text }) => !file.endsWith('tokens.css') && text.includes('data-theme'))
      .map(({ file }) => path.relative(webSource, file));
    expect(elsewhere).toEqual([]);
  });
});
