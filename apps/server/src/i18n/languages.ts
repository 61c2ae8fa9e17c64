import { i18n, setupI18n, type I18n } from '@lingui/core';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import type { SentMsg } from '@mentorbridge/domain/api/msg';
import type { Msg, Wording } from '@mentorbridge/domain/i18n/catalogue';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';
import { LOCALES, type Locale } from '@mentorbridge/domain/i18n/locales';
import { wordingOf, write } from '@mentorbridge/domain/i18n/wording';

/**
 * The server writes in every language (decision 061): each catalogue is compiled once, as the
 * process starts. The shared `i18n` stays English, the language of the logs, the API's `message`
 * beside each error code and every test; mail and push are written in their recipient's language
 * through that language's own instance. Imported first by the entry points (server.ts, app.ts), so
 * no module reads a sentence before English is active.
 */
const compiled = Object.fromEntries(
  LOCALES.map((locale) => [locale, compileCatalogue(catalogues[locale])]),
) as Record<Locale, ReturnType<typeof compileCatalogue>>;

if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: compiled.en });

const writers = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: compiled[locale] } }),
  ]),
) as Record<Locale, I18n>;

/** Every message in `locale`: `wordingIn('es').loggedIn`. */
export const wordingIn = (locale: Locale): Wording => wordingOf(writers[locale]);

/** A `Msg` written in `locale`. */
export const writeIn = (locale: Locale, message: Msg): string => write(writers[locale], message);

/**
 * A `Msg` as the API carries it: a sentence inside a sentence keeps its id, and one deeper still
 * (none of the catalogue's is) goes as its English.
 */
export function sentMsg(message: Msg): SentMsg {
  if (!message.values) return { id: message.id };
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [
      name,
      typeof value !== 'object'
        ? value
        : { id: value.id, values: value.values && flatValues(value.values) },
    ]),
  );
  return { id: message.id, values };
}

const flatValues = (values: NonNullable<Msg['values']>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? writeIn('en', value) : value,
    ]),
  );
