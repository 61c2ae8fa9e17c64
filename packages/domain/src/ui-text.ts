import { i18n } from '@lingui/core';
import { messagesOf, wordingOf } from './i18n/wording.ts';

/**
 * Every user-facing sentence, in the language the reader chose (decision 061): the browser loads
 * its reader's catalogue before it renders, the server keeps English active and writes mail in
 * each recipient's language (apps/server/src/i18n). The English text is in `i18n/en/`, quoted
 * exactly as docs/product.md gives it.
 */
export const uiText = wordingOf(i18n);

/** The same sentences as `Msg`s: what the server sends and the rules return, to be written by the reader. */
export const msg = messagesOf(i18n);

export type { Msg } from './i18n/catalogue.ts';
