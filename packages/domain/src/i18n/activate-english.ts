import { i18n } from '@lingui/core';
import { compileCatalogue } from './compile.ts';
import { english } from './en/index.ts';

/**
 * Makes English the active language of the shared `i18n`: the server's (which writes in other
 * languages through their own instances) and every test's that reads `uiText`.
 */
export function activateEnglish() {
  if (i18n.locale === 'en') return;
  i18n.loadAndActivate({ locale: 'en', messages: compileCatalogue(english) });
}
