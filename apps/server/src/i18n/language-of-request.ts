import type { FastifyRequest } from 'fastify';
import {
  LOCALE_COOKIE,
  acceptedLanguageTags,
  isLocale,
  negotiateLocale,
  type Locale,
} from '@mentorbridge/domain/i18n/locales';

/**
 * The language a page is sent in: the one its reader chose (the `lang` cookie the language menu
 * sets), else the first of their browser's that MentorBridge is written in, else English.
 */
export function languageOfPage(request: FastifyRequest): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(acceptedLanguageTags(request.headers['accept-language']));
}
