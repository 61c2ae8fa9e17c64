import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { arabicAreas } from './ar/index.ts';
import { catalogues } from './catalogues.ts';
import { translationProblems } from './compare.ts';
import { englishAreas } from './en/index.ts';
import { spanishAreas } from './es/index.ts';
import { LOCALES } from './locales.ts';

const translations = { es: spanishAreas, ar: arabicAreas } as const;

describe('the catalogues', () => {
  it('give every id once, in one area of English', () => {
    const ids = Object.values(englishAreas).flatMap((area) => Object.keys(area));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  for (const [locale, areas] of Object.entries(translations)) {
    it(`in ${locale}, keep every message's placeholders, options and plural forms`, () => {
      const problems = Object.entries(englishAreas).flatMap(([area, english]) =>
        translationProblems(locale, english, areas[area as keyof typeof areas]).map(
          (problem) => `${area}.${problem}`,
        ),
      );
      expect(problems).toEqual([]);
    });
  }

  it('compile in every language', () => {
    const failures = LOCALES.flatMap((locale) =>
      Object.entries(catalogues[locale]).flatMap(([id, text]) => {
        try {
          compileMessage(text);
          return [];
        } catch (error) {
          return [`${locale}.${id}: ${(error as Error).message}`];
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  it('name a control for a screen reader with the words it shows first, in every language', () => {
    // Label in Name (WCAG 2.5.3): a person using voice control says what they see.
    // Each control that shows one message and is named by another (its `aria-label`).
    const shownAndNamed = [
      ['viewProfile', 'viewProfileOf'],
      ['reportShort', 'reportPerson'],
      ['reportMentor', 'reportMentorNamed'],
      ['blockButton', 'blockName'],
      ['unblockButton', 'unblockName'],
      ['changeProgramme', 'changeProgrammeLabel'],
    ] as const;
    const mismatches = LOCALES.flatMap((locale) =>
      shownAndNamed
        .filter(
          ([shown, named]) =>
            !catalogues[locale][named]?.startsWith(catalogues[locale][shown] ?? ''),
        )
        .map(([, named]) => `${locale}.${named}`),
    );
    expect(mismatches).toEqual([]);
  });
});

describe('translationProblems', () => {
  const english = {
    greeting: 'Hello {name}',
    days: '{count, plural, one {# day} other {# days}}',
    role: '{role, select, mentor {mentor} other {mentee}}',
  };

  it('finds a lost placeholder, a new one, a changed option and a missing plural form', () => {
    expect(
      translationProblems('es', english, {
        greeting: 'Hola {nombre}',
        days: '{count, plural, one {# día} other {# días}}',
        role: '{role, select, mentora {mentora} other {estudiante}}',
      }),
    ).toEqual([
      'greeting: placeholders missing: name',
      'greeting: placeholders English has not: nombre',
      'days: the plural count lacks many',
      'role: the options of role differ from English’s',
    ]);
  });

  it('finds a message left out and one English does not have', () => {
    expect(translationProblems('es', { a: 'A', b: 'B' }, { a: 'A', c: 'C' })).toEqual([
      'b: missing',
      'c: not an English message',
    ]);
  });
});
