import { i18n } from '@lingui/core';
import { useEffect, useId, useState } from 'react';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { uiText } from '@mentorbridge/domain/ui-text';
import { activateLanguage, hasChosenLanguage, rememberLanguage } from '../lib/language.ts';
import { LanguageSelect } from './language-select.tsx';

/**
 * A choice of language that is saved first and shown after: the page changes language only
 * once `save` has kept it, so a refusal leaves the page, and the mail, as they were.
 */
export async function chooseOwnLanguage(
  language: Locale,
  {
    save,
    show,
  }: { save: (language: Locale) => Promise<unknown>; show: (language: Locale) => Promise<void> },
): Promise<void> {
  await save(language);
  await show(language);
}

interface OwnLanguagePickerProps {
  /** The language saved for them, their mail's. */
  saved: Locale;
  /** Keeps their choice on the server; throws, with a sentence, when it is refused. */
  save: (language: Locale) => Promise<unknown>;
}

/**
 * The language picker of a page a parent, guardian or carer opens from their mail, with no
 * account (decision 061): a labelled native select, as the language menu's. Unlike the menu,
 * which shows the page in a language first and then keeps it on the account, it saves their
 * choice by their link first and only then shows the page in it: their mail follows it, so a
 * refusal must leave both as they were. Where this device has no language chosen, the page
 * opens in the one they saved.
 */
export function OwnLanguagePicker({ saved, save }: OwnLanguagePickerProps) {
  const id = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  // A change of language renders the page again (the router is keyed by it), so once is enough.
  useEffect(() => {
    if (saved !== i18n.locale && !hasChosenLanguage()) void activateLanguage(saved);
  }, [saved]);
  const choose = (chosen: Locale) => {
    setError(null);
    chooseOwnLanguage(chosen, { save, show: rememberLanguage }).catch((failure: unknown) => {
      setError(failure instanceof Error ? failure.message : String(failure));
    });
  };
  return (
    <div className="field">
      <label htmlFor={id}>{uiText.ownLanguageLabel}</label>
      <LanguageSelect id={id} value={saved} onChoose={choose} describedBy={hintId} />
      <span id={hintId} className="hint">
        {uiText.ownLanguageHint}
      </span>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
