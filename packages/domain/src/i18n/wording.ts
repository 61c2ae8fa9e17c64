import type { I18n } from '@lingui/core';
import type { MessageId, Messages, Msg, MsgValue, Wording } from './catalogue.ts';

/**
 * Every message, written by `i18n` in its active language: `wordingOf(i18n).loggedIn` is a string,
 * `wordingOf(i18n).signedUp({ role, email })` writes one with its values. A message takes values
 * when its compiled form holds more than text; `catalogues.test.ts` keeps every language's
 * placeholders the same as English's, so the shape is the one the type promises.
 */
export function wordingOf(i18n: I18n): Wording {
  return new Proxy({} as Wording, {
    get(_target, id) {
      if (typeof id !== 'string') return undefined;
      const compiled = compiledMessage(i18n, id);
      if (compiled === undefined) return undefined;
      return isPlainText(compiled) ? i18n._(id) : (values: Msg['values']) => i18n._(id, values);
    },
  });
}

/** Every message as a `Msg`, to be written later by whoever reads it (`write`). */
export function messagesOf(i18n: I18n): Messages {
  return new Proxy({} as Messages, {
    get(_target, id) {
      if (typeof id !== 'string') return undefined;
      const compiled = compiledMessage(i18n, id);
      if (compiled === undefined) return undefined;
      const messageId = id as MessageId;
      return isPlainText(compiled)
        ? { id: messageId }
        : (values: Msg['values']) => ({ id: messageId, values });
    },
  });
}

/** A `Msg` in `i18n`'s active language, the sentences among its values too. */
export function write(i18n: I18n, message: Msg): string {
  if (!message.values) return i18n._(message.id);
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [name, written(i18n, value)]),
  );
  return i18n._(message.id, values);
}

const written = (i18n: I18n, value: MsgValue) =>
  typeof value === 'object' ? write(i18n, value) : value;

function compiledMessage(i18n: I18n, id: string) {
  if (!i18n.locale) {
    throw new Error(`No language is loaded yet, so "${id}" cannot be written.`);
  }
  return i18n.messages[id];
}

/** A compiled message with no placeholder: a string, or parts that are all text. */
const isPlainText = (compiled: unknown) =>
  typeof compiled === 'string' ||
  (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string'));
