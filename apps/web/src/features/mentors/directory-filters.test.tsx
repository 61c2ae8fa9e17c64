import { i18n } from '@lingui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglish } from '@mentorbridge/domain/i18n/activate-english';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { languageCatalogue } from '@mentorbridge/domain/languages';
import { noMentorFilters } from './api/mentor-filters.ts';
import { DirectoryFilters, languageChoices } from './directory-filters.tsx';

/** The language filter's options as the page is in `locale`: value, words, whether chosen. */
function languageOptions(locale: Locale, language = '') {
  i18n.loadAndActivate({ locale, messages: compileCatalogue(catalogues[locale]) });
  const html = renderToStaticMarkup(
    <DirectoryFilters
      filters={{ ...noMentorFilters, language }}
      pageLanguage={locale}
      onChange={() => undefined}
    />,
  );
  const select = /<select id="filter-language"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"([^>]*)>([^<]*)<\/option>/g)].map(
    ([, value = '', attributes = '', words = '']) => ({
      value,
      words,
      chosen: attributes.includes('selected'),
    }),
  );
}

describe('the language filter of All Mentors', () => {
  afterEach(() => activateEnglish());

  it("offers the page's language first, named in the reader's language, never chosen for them", () => {
    const spanish = languageOptions('es');
    expect(spanish.slice(0, 4)).toEqual([
      { value: '', words: 'Cualquier idioma', chosen: true },
      { value: 'Spanish', words: 'Español', chosen: false },
      { value: 'English', words: 'Inglés', chosen: false },
      { value: 'Arabic', words: 'Árabe', chosen: false },
    ]);
    const arabic = languageOptions('ar');
    expect(arabic.slice(0, 3)).toEqual([
      { value: '', words: 'أي لغة', chosen: true },
      { value: 'Arabic', words: 'العربية', chosen: false },
      { value: 'English', words: 'الإنجليزية', chosen: false },
    ]);
    expect(languageOptions('en').slice(0, 3)).toEqual([
      { value: '', words: 'Any language', chosen: true },
      { value: 'English', words: 'English', chosen: false },
      { value: 'Arabic', words: 'Arabic', chosen: false },
    ]);
    // Every language once, whichever comes first.
    for (const options of [spanish, arabic]) {
      expect(options.slice(1).map((option) => option.value)).toHaveLength(languageCatalogue.length);
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    }
  });

  it('keeps the language the reader chose', () => {
    const chosen = languageOptions('es', 'French').filter((option) => option.chosen);
    expect(chosen).toEqual([{ value: 'French', words: 'Francés', chosen: true }]);
  });

  it('puts only the page language in front of the catalogue', () => {
    expect(languageChoices('es')).toEqual([
      'Spanish',
      ...languageCatalogue.filter((language) => language !== 'Spanish'),
    ]);
    expect(languageChoices('en')).toEqual([...languageCatalogue]);
  });
});
