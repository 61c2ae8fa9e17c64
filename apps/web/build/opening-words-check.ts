import fs from 'node:fs';
import type { Rollup } from 'vite';
import { cataloguePart } from '@mentorbridge/domain/i18n/catalogue-parts';

/**
 * The messages the first paint's code writes that are not among the opening words: each would
 * show as its bare id (`tryAgain`) until a view's words arrive. The first paint's code is the
 * entry chunk and what it imports statically; its messages are read from the sources' `uiText.x`.
 */
export function lateMessagesOfFirstPaint(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const firstPaint = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || firstPaint.has(chunk)) return;
    firstPaint.add(chunk);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);

  const late = cataloguePart('en', 'views');
  const found = new Set<string>();
  for (const chunk of firstPaint) {
    for (const module of chunk.moduleIds) {
      if (module.includes('node_modules') || !/\.tsx?$/.test(module)) continue;
      for (const [, id] of fs.readFileSync(module, 'utf8').matchAll(/\buiText\.(\w+)/g)) {
        if (id && id in late) found.add(`${id} (${module.slice(module.indexOf('src/'))})`);
      }
    }
  }
  return [...found];
}
