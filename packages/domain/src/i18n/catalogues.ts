import type { Catalogue } from './catalogue.ts';
import { arabic } from './ar/index.ts';
import { english } from './en/index.ts';
import { spanish } from './es/index.ts';
import type { Locale } from './locales.ts';

/**
 * Every language's catalogue, for those that write in all of them: the server (mail, push) and the
 * build, which compiles each into its own chunk so that a browser loads only its reader's.
 */
export const catalogues: Record<Locale, Catalogue> = { en: english, es: spanish, ar: arabic };
