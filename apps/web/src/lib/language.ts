import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  isLocale,
  textDirection,
  type Locale,
} from '@mentorbridge/domain/i18n/locales';

type Catalogue = () => Promise<{ default: Messages }>;

/**
 * Each language's words are two chunks of their own (decision 061): a reader downloads only
 * theirs, and the landing page only the opening words (the shell's and its own).
 */
const openingWordsOf: Record<Locale, Catalogue> = {
  en: () => import('virtual:catalogue/en/opening'),
  es: () => import('virtual:catalogue/es/opening'),
  ar: () => import('virtual:catalogue/ar/opening'),
};
const viewWordsOf: Record<Locale, Catalogue> = {
  en: () => import('virtual:catalogue/en/views'),
  es: () => import('virtual:catalogue/es/views'),
  ar: () => import('virtual:catalogue/ar/views'),
};

/** Whether a view has asked for its words: from then on, a change of language loads them too. */
let viewWordsWanted = false;
/** The language whose view words are loaded, if any. */
let viewWordsIn: Locale | undefined;
const loadingViewWords = new Map<Locale, Promise<void>>();

/** The language the page was sent in (the server's choice, or page-init.js's). */
export function pageLanguage(): Locale {
  const language = document.documentElement.lang;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Loads `locale`'s words and makes them the page's: its text, its `lang` and its direction. Once
 * a view has been shown, a change of language loads the view words too, before the change, so no
 * view ever shows a message's id.
 */
export async function activateLanguage(locale: Locale): Promise<void> {
  const [opening, early] = await Promise.all([
    openingWordsOf[locale](),
    viewWordsWanted ? viewWordsOf[locale]() : undefined,
  ]);
  // A view asked for its words while the opening words loaded.
  const views = early ?? (viewWordsWanted ? await viewWordsOf[locale]() : undefined);
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  i18n.loadAndActivate({ locale, messages: { ...opening.default, ...views?.default } });
  viewWordsIn = views ? locale : undefined;
}

/**
 * The words of every view but the landing page, in the page's language: a view's chunk waits for
 * them (app/lazy-with-preload.ts). Loaded once; a load that failed is tried again next time.
 */
export function loadViewWords(): Promise<void> {
  viewWordsWanted = true;
  const locale = isLocale(i18n.locale) ? i18n.locale : pageLanguage();
  if (viewWordsIn === locale) return Promise.resolve();
  let loading = loadingViewWords.get(locale);
  if (!loading) {
    loading = viewWordsOf[locale]()
      .then(({ default: messages }) => {
        // A reader who changed language meanwhile has had the new one's loaded whole.
        if (i18n.locale !== locale || viewWordsIn === locale) return;
        i18n.load(locale, messages);
        viewWordsIn = locale;
      })
      .finally(() => loadingViewWords.delete(locale));
    loadingViewWords.set(locale, loading);
  }
  return loading;
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
