import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { uiText } from '@mentorbridge/domain/ui-text';
import { renderView } from '../test-support/rendered-view.tsx';
import { chooseOwnLanguage, OwnLanguagePicker } from './own-language-picker.tsx';

const neverCalled = () => Promise.reject(new Error('not chosen in a first paint'));

describe("the language picker of a parent's own page", () => {
  it('is a labelled native select, described by what it changes, with the saved language chosen', () => {
    const view = renderView(<OwnLanguagePicker saved="es" save={neverCalled} />);
    expect(view.labels).toEqual([uiText.ownLanguageLabel]);
    expect(view.text).toContain(uiText.ownLanguageHint);

    const markup = renderToStaticMarkup(<OwnLanguagePicker saved="es" save={neverCalled} />);
    const selectId = /<select id="([^"]+)"/.exec(markup)?.[1];
    const hintId = /<span id="([^"]+)" class="hint"/.exec(markup)?.[1];
    expect(markup).toContain(`<label for="${selectId}">`);
    expect(markup).toContain(`aria-describedby="${hintId}"`);
    // Each language named in itself, marked as that language; the saved one is chosen.
    expect(markup).toContain('<option value="en" lang="en">English</option>');
    expect(markup).toContain('<option value="es" lang="es" selected="">Español</option>');
    expect(markup).toContain('<option value="ar" lang="ar">العربية</option>');
  });

  it('saves the choice first, then shows the page in it', async () => {
    const steps: string[] = [];
    await chooseOwnLanguage('ar', {
      save: async (language) => steps.push(`save ${language}`),
      show: async (language) => {
        steps.push(`show ${language}`);
      },
    });
    expect(steps).toEqual(['save ar', 'show ar']);
  });

  it('leaves the page as it was when the choice is refused', async () => {
    const shown: Locale[] = [];
    const refusal = new Error(uiText.languageNotOffered);
    await expect(
      chooseOwnLanguage('es', {
        save: () => Promise.reject(refusal),
        show: async (language) => {
          shown.push(language);
        },
      }),
    ).rejects.toBe(refusal);
    expect(shown).toEqual([]);
  });
});
