import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  saveAccountLanguage,
  updateSessionUser,
  useSessionUser,
} from '../features/session/index.ts';
import { hasChosenLanguage, rememberLanguage, useLanguage } from '../lib/language.ts';

/**
 * Keeps the page and the signed-in account in one language. A language chosen on this device
 * (the language menu) goes to the account; otherwise the account's language, chosen on another
 * device or at sign-up, becomes the page's.
 */
export function useAccountLanguage(): void {
  const queryClient = useQueryClient();
  const accountLanguage = useSessionUser()?.language;
  const language = useLanguage();
  useEffect(() => {
    if (accountLanguage === undefined || accountLanguage === language) return;
    if (hasChosenLanguage()) {
      void saveAccountLanguage(language).then(
        () => updateSessionUser(queryClient, { language }),
        // Kept on this device; the next page's session tries again.
        () => undefined,
      );
    } else {
      void rememberLanguage(accountLanguage);
    }
  }, [accountLanguage, language, queryClient]);
}
