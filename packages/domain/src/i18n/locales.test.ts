import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, negotiateLocale, textDirection } from './locales.ts';

describe('a reader’s language', () => {
  it('is the first of theirs that MentorBridge writes, by the language and not the region', () => {
    expect(negotiateLocale(['fr-FR', 'es-CO', 'en'])).toBe('es');
    expect(negotiateLocale(['ar-SY'])).toBe('ar');
    expect(negotiateLocale(['es-419'])).toBe('es');
    expect(negotiateLocale(['de', 'it'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('reads an Accept-Language header most wanted first, leaving out what the reader refuses', () => {
    expect(acceptedLanguageTags('en;q=0.5, es-CO, ar;q=0.9')).toEqual(['es-CO', 'ar', 'en']);
    expect(acceptedLanguageTags('es;q=0, en')).toEqual(['en']);
    expect(acceptedLanguageTags('*')).toEqual([]);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
  });

  it('runs right to left in Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('es')).toBe('ltr');
    expect(textDirection('en')).toBe('ltr');
  });
});
