import { arabicAreas } from './ar/index.ts';
import { englishAreas } from './en/index.ts';
import { spanishAreas } from './es/index.ts';
import type { Locale } from './locales.ts';

type Area = keyof typeof englishAreas;

/**
 * The areas a page needs before its first paint: the shell around every view, the landing page,
 * and the words of dates and errors. A browser loads these first; the other areas come with the
 * first view that needs them (decision 061), so the landing page carries only its own words.
 */
export const OPENING_AREAS = [
  'shell',
  'landing',
  'site',
  'dates',
  'errors',
] as const satisfies readonly Area[];

/** The areas only the server writes, in mail: a browser never loads them. */
export const SERVER_AREAS = ['authMail', 'mail', 'guardianMail'] as const satisfies readonly Area[];

export const CATALOGUE_PARTS = ['opening', 'views'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

const areasOf: Record<Locale, Record<Area, Readonly<Record<string, string>>>> = {
  en: englishAreas,
  es: spanishAreas,
  ar: arabicAreas,
};

const isOpening = (area: string) => (OPENING_AREAS as readonly string[]).includes(area);
const isServers = (area: string) => (SERVER_AREAS as readonly string[]).includes(area);

/** One part of a language's messages for a browser: the opening areas, or the views' others. */
export function cataloguePart(locale: Locale, part: CataloguePart): Record<string, string> {
  const areas = Object.entries(areasOf[locale]).filter(
    ([area]) => !isServers(area) && isOpening(area) === (part === 'opening'),
  );
  return Object.assign({}, ...areas.map(([, messages]) => messages)) as Record<string, string>;
}
