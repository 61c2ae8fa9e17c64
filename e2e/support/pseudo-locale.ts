import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cataloguePart, type CataloguePart } from '@mentorbridge/domain/i18n/catalogue-parts';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéĝĥîķļñöŕšţûýžÀƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ'][index] ?? letter,
  ]),
);

/**
 * A word accented and 40% longer ("Send" → "Šéñđšé"): what a longer language does to a layout,
 * while every word stays a word the browser can wrap between.
 */
const pseudoWord = (word: string) => {
  const extra = word.slice(0, Math.ceil(word.length * 0.4));
  return [...(word + extra)].map((letter) => accented[letter] ?? letter).join('');
};

/** A compiled message: text, or parts that are text or placeholders. */
type Message = string | Part[];
type Part = string | Placeholder;
/** `{name}`, `{count, number}`, or `{count, plural, …}` whose options are messages. */
type Placeholder = [
  name: string,
  format?: string,
  options?: Record<string, Message> | string | null,
];

const pseudoString = (text: string) =>
  text === '#' ? text : text.replace(/[A-Za-z]+/g, pseudoWord);

/** A compiled message with its text pseudo-localised; placeholders and plural `#` kept. */
function pseudo(message: Message): Message {
  return typeof message === 'string' ? pseudoString(message) : message.map(pseudoPart);
}

function pseudoPart(part: Part): Part {
  if (typeof part === 'string') return pseudoString(part);
  const [name, format, options] = part;
  if (options === null || typeof options !== 'object') return part;
  // Beside the messages, a plural's options may hold its `offset`, a number or undefined.
  const written = Object.entries(options).map(([key, option]) => [
    key,
    typeof option === 'string' || Array.isArray(option) ? pseudo(option) : option,
  ]);
  return [name, format, Object.fromEntries(written) as Record<string, Message>];
}

/**
 * The page's English words swapped for pseudo-localised ones, accented and 40% longer: the
 * English catalogue chunks the build made (its manifest names them) are answered with these.
 */
export async function usePseudoLocale(page: Page): Promise<void> {
  const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  for (const part of ['opening', 'views'] satisfies CataloguePart[]) {
    const file = manifest[`virtual:catalogue/en/${part}`]?.file;
    if (!file) throw new Error(`the build has no English ${part} words`);
    const compiled = compileCatalogue(cataloguePart('en', part)) as Record<string, Message>;
    const words = Object.fromEntries(
      Object.entries(compiled).map(([id, message]) => [id, pseudo(message)]),
    );
    await page.route(`**/${file}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default ${JSON.stringify(words)};`,
      }),
    );
  }
}

/** The English words written the pseudo way, to find them on the page. */
export const pseudoText = (english: string) => english.replace(/[A-Za-z]+/g, pseudoWord);
