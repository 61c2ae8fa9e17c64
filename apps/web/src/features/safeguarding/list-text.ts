import { i18n } from '@lingui/core';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * Codes the server sends (a warning sign, a kind of contact detail, a missing step), named in the
 * reader's language as a list: "phone, email" in English, "teléfono, correo electrónico" in
 * Spanish. A code with no name of its own is shown as it came.
 */
export function listText(
  codes: readonly string[],
  names: Readonly<Record<string, PlainMessageId>>,
) {
  const named = codes.map((code) => {
    const id = Object.hasOwn(names, code) ? names[code] : undefined;
    return id ? uiText[id] : code;
  });
  return new Intl.ListFormat(i18n.locale || 'en', { type: 'unit', style: 'short' }).format(named);
}
