import fs from 'node:fs';
import type { Rollup } from 'vite';
import { cataloguePart } from '@mentorbridge/domain/i18n/catalogue-parts';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';

type Chunk = Rollup.OutputChunk;

/**
 * What the bundle's code writes that a browser will not have when it writes it, each as
 * "id (file)": the first paint's messages that are not among the opening words (each would
 * show as its bare id, `tryAgain`, until a view's words arrive), and any message of an area only
 * the server loads (`mail`). Read from the sources' `uiText.x`; a message named another way
 * (`uiText[id]`, `i18n._`) is not seen, so the shell names its messages plainly.
 */
export function wordsMissingInBrowser(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstPaint = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || firstPaint.has(chunk)) return;
    firstPaint.add(chunk);
    for (const imported of chunk.imports) visit(byName.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);

  const opening = cataloguePart('en', 'opening');
  const browser = { ...opening, ...cataloguePart('en', 'views') };
  const found = new Set<string>();
  for (const chunk of chunks) {
    const known = firstPaint.has(chunk) ? opening : browser;
    for (const [id, module] of messagesWrittenBy(chunk)) {
      if (id in catalogues.en && !(id in known)) found.add(`${id} (${module})`);
    }
  }
  return [...found];
}

/** Each `uiText.x` of a chunk's own sources, with the file that writes it. */
function* messagesWrittenBy(chunk: Chunk): Generator<[string, string]> {
  for (const module of chunk.moduleIds) {
    if (module.includes('node_modules') || !/\.tsx?$/.test(module)) continue;
    const file = module.slice(module.indexOf('src/'));
    for (const [, id] of fs.readFileSync(module, 'utf8').matchAll(/\buiText\.(\w+)/g)) {
      if (id) yield [id, file];
    }
  }
}
