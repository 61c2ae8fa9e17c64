import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberLanguage } from '../../../lib/language.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { updateSessionUser, useSessionUser } from './get-session.ts';

/** Saves the language on the account, so the mail and notifications sent to it follow. */
export function saveAccountLanguage(language: Locale): Promise<void> {
  return apiRequest('/account/language', { method: 'PUT', body: { language } });
}

/**
 * The language menu's choice: this device's page at once, and the signed-in account's language.
 * A choice that could not be saved on the account still holds here, and says so.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const notify = useNotify();
  return async (language: Locale) => {
    await rememberLanguage(language);
    if (!user) return;
    try {
      await saveAccountLanguage(language);
      updateSessionUser(queryClient, { language });
    } catch {
      notify({ kind: 'error', text: uiText.languageNotSaved });
    }
  };
}
