import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';
import { compileCatalogue } from './compile.ts';
import { messagesOf, wordingOf, write } from './wording.ts';

const spanish = setupI18n({ locale: 'es', messages: { es: compileCatalogue(catalogues.es) } });
const arabic = setupI18n({ locale: 'ar', messages: { ar: compileCatalogue(catalogues.ar) } });

describe('the wording of a language', () => {
  it('is a string where a message has no placeholder, and writes one with its values', () => {
    const words = wordingOf(spanish);
    expect(words.languageLabel).toBe('Idioma');
    expect(words.blocked({ name: 'Ana' })).toContain('Ana');
  });

  it('chooses a plural’s form by the language’s own rules', () => {
    const words = wordingOf(arabic);
    const forms = [1, 2, 3, 11, 100].map((days) => words.checkExpiresIn({ days }));
    expect(new Set(forms).size).toBeGreaterThanOrEqual(4);
  });

  it('gives a message as an id and values, for the reader to write in theirs', () => {
    const messages = messagesOf(spanish);
    expect(messages.languageLabel).toEqual({ id: 'languageLabel' });
    const blocked = messages.blocked({ name: 'Ana' });
    expect(blocked).toEqual({ id: 'blocked', values: { name: 'Ana' } });
    expect(write(arabic, blocked)).toBe(wordingOf(arabic).blocked({ name: 'Ana' }));
  });

  it('says so when no language is loaded yet', () => {
    expect(() => wordingOf(setupI18n()).languageLabel).toThrow(/No language is loaded/);
  });
});
