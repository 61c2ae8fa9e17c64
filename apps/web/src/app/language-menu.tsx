import { useId } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useSaveLanguage } from '../features/session/index.ts';
import { GlobeIcon } from '../ui/icons.tsx';
import { LanguageSelect } from '../ui/language-select.tsx';
import { useLanguage } from '../lib/language.ts';

/**
 * The language menu of every page: in the top bar on a wide screen, in the Menu on a phone. A
 * native select, so a phone shows its own picker and a screen reader its own list; each language
 * is named in itself (English, Español, العربية) and marked as that language, so it is read out
 * in its own voice.
 */
export function LanguageMenu() {
  const language = useLanguage();
  const saveLanguage = useSaveLanguage();
  const id = useId();
  return (
    <div className="language-menu">
      <GlobeIcon />
      <label htmlFor={id} className="visually-hidden">
        {uiText.languageLabel}
      </label>
      <LanguageSelect id={id} value={language} onChoose={(chosen) => void saveLanguage(chosen)} />
    </div>
  );
}
