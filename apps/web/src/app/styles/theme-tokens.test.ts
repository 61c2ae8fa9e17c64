import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const webSource = path.resolve(here, '../..');

/** Every file of the web app's source with one of these endings, as its path and text. */
function sources(ending: RegExp, folder = webSource): { file: string; text: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(ending, full);
    return ending.test(entry.name) ? [{ file: full, text: readFileSync(full, 'utf8') }] : [];
  });
}

const relative = ({ file }: { file: string }) => path.relative(webSource, file);

// The accessibility sweep reads the dark theme for colour only (e2e/sweep/axe-in-every-look.ts):
// that holds while the dark theme changes nothing but how things are painted.
describe('the dark theme', () => {
  it('sets colours and shadows only, in one block of tokens.css', () => {
    const tokens = readFileSync(path.join(here, 'tokens.css'), 'utf8');
    const blocks = [...tokens.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({
      selector: (selector ?? '').replace(/\/\*[^]*?\*\//g, '').trim(),
      body: body ?? '',
    }));
    const dark = blocks.filter((block) => block.selector.includes("data-theme='dark'"));
    expect(dark.map((block) => block.selector)).toEqual([":root[data-theme='dark']"]);
    const properties = [...(dark[0]?.body ?? '').matchAll(/^\s*([\w-]+)\s*:/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(properties.length).toBeGreaterThan(10);
    expect(properties.filter((name) => !/^--color-|^--shadow$|^color-scheme$/.test(name))).toEqual(
      [],
    );
  });

  it('is read by no other stylesheet, and drawn differently by the theme toggle alone', () => {
    const css = sources(/\.css$/).filter(
      ({ file, text }) =>
        !file.endsWith('tokens.css') && /data-theme|prefers-color-scheme/.test(text),
    );
    expect(css.map(relative)).toEqual([]);
    const code = sources(/\.tsx?$/).filter(
      ({ file, text }) =>
        !file.endsWith('.test.ts') &&
        !file.endsWith('.test.tsx') &&
        /useTheme\(|dataset\.theme|data-theme/.test(text),
    );
    expect(code.map(relative).sort()).toEqual(['app/theme-toggle.tsx', 'app/theme.ts']);
  });
});
