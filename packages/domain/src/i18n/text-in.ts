import { setupI18n } from '@lingui/core';
import type { Wording } from './catalogue.ts';
import { catalogues } from './catalogues.ts';
import { compileCatalogue } from './compile.ts';
import type { Locale } from './locales.ts';
import { wordingOf } from './wording.ts';

/**
 * Every message in one language, for the scripts that read a page in it (the journeys in Spanish
 * and Arabic): `textIn('es').signUpButton`. Its own Lingui instance, so English stays active.
 */
export function textIn(locale: Locale): Wording {
  const messages = compileCatalogue(catalogues[locale]);
  return wordingOf(setupI18n({ locale, messages: { [locale]: messages } }));
}
