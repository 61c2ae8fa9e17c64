import type { Messages as CompiledMessages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A catalogue in the form Lingui's runtime reads without a parser: each ICU message compiled once,
 * at build time for the browser (apps/web/build/languages.ts) and as the server starts.
 */
export function compileCatalogue(catalogue: Readonly<Record<string, string>>): CompiledMessages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)]),
  );
}
