import type { english } from './en/index.ts';
import type { PlaceholderNames, PlaceholderValues } from './placeholders.ts';

/** The English catalogue's type: each id with its exact English text. */
export type English = typeof english;
export type MessageId = keyof English;

/**
 * Another language's version of an area of the English catalogue: every id, no other, each a
 * string. A translation that leaves one out, or keeps one English has dropped, fails the type
 * check; `catalogues.test.ts` checks that its placeholders are English's.
 */
export type Translation<Source> = { readonly [Id in keyof Source]: string };

export type Catalogue = Translation<English>;

/**
 * A sentence to be written later, in the reader's language: what the server sends and mails. A
 * value may itself be a sentence ("This chat is paused: {reason}."), written in the same language.
 */
export interface Msg {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, MsgValue>>;
}

export type MsgValue = string | number | Msg;

type HasPlaceholders<Text extends string> = [PlaceholderNames<Text>] extends [never] ? false : true;

/** Every message written now, in the active language: a string, or a function of its values. */
export type Wording = {
  readonly [Id in MessageId]: HasPlaceholders<English[Id]> extends true
    ? (values: PlaceholderValues<English[Id]>) => string
    : string;
};

/** The id of a message with no placeholder: one a view can name now and write as it renders. */
export type PlainMessageId = {
  [Id in MessageId]: HasPlaceholders<English[Id]> extends true ? never : Id;
}[MessageId];

/** Every message as a `Msg`: the message itself, or a function of its values. */
export type Messages = {
  readonly [Id in MessageId]: HasPlaceholders<English[Id]> extends true
    ? (values: { readonly [Name in keyof PlaceholderValues<English[Id]>]: MsgValue }) => Msg
    : Msg;
};
