import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  isLocale,
  textDirection,
  type Locale,
} from '@mentorbridge/domain/i18n/locales';

/** Each language's catalogue is a chunk of its own: a reader downloads only theirs. */
const catalogueOf: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalogue/en'),
  es: () => import('virtual:catalogue/es'),
  ar: () => import('virtual:catalogue/ar'),
};

/** The language the page was sent in (the server's choice, or page-init.js's). */
export function pageLanguage(): Locale {
  const language = document.documentElement.lang;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Loads `locale`'s words and makes them the page's: its text, its `lang` and its direction. */
export async function activateLanguage(locale: Locale): Promise<void> {
  const { default: messages } = await catalogueOf[locale]();
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  i18n.loadAndActivate({ locale, messages });
}

/**
 * The reader's choice, kept in a cookie for a year, so the server sends the next page already in
 * it (decision 061), and made the page's language.
 */
export async function rememberLanguage(locale: Locale): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
  if (locale !== i18n.locale) await activateLanguage(locale);
}

/** Whether the reader chose a language on this device, rather than their browser choosing it. */
export const hasChosenLanguage = (): boolean =>
  new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=`).test(document.cookie);

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLanguage = () => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** The active language; a component using it renders again when the reader changes it. */
export function useLanguage(): Locale {
  return useSyncExternalStore(subscribe, activeLanguage);
}
