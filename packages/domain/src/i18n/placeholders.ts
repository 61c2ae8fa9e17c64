/**
 * The names of an ICU message's placeholders, read from its English text by the type checker, so
 * a caller gives exactly the values a message needs: "Hello {name}" has `name`;
 * "{count, plural, one {# day} other {# days}}" has `count`, and the words inside a plural's or a
 * select's options are text, not placeholders.
 */
export type PlaceholderNames<Text extends string> = NamesFrom<Text, ['text']>;

/** The values a message's placeholders take. */
export type PlaceholderValues<Text extends string> = {
  readonly [Name in PlaceholderNames<Text>]: string | number;
};

/**
 * A small reader of ICU's braces. `Context` is a stack: `text` where a brace opens a placeholder
 * (the message, or an option's words), `options` inside a plural or select between its options.
 */
type NamesFrom<
  Text extends string,
  Context extends Array<'text' | 'options'>,
  Found extends string = never,
> =
  NextBrace<Text> extends [infer Brace, infer Rest extends string]
    ? Context[0] extends 'text'
      ? Brace extends '{'
        ? PlaceholderAt<Rest> extends [
            infer Name extends string,
            infer Opens,
            infer After extends string,
          ]
          ? Opens extends true
            ? NamesFrom<After, ['options', ...Context], Found | Name>
            : NamesFrom<After, Context, Found | Name>
          : Found
        : NamesFrom<Rest, Tail<Context>, Found>
      : Brace extends '{'
        ? NamesFrom<Rest, ['text', ...Context], Found>
        : NamesFrom<Rest, Tail<Context>, Found>
    : Found;

/** The first brace, opening or closing, and the text after it; `end` when there is none. */
type NextBrace<Text extends string> = Text extends `${infer Before}{${infer After}`
  ? Before extends `${string}}${infer AfterClosing}`
    ? ['}', `${AfterClosing}{${After}`]
    : ['{', After]
  : Text extends `${string}}${infer AfterClosing}`
    ? ['}', AfterClosing]
    : 'end';

/**
 * The placeholder a brace opens: its name, whether options follow (plural, select), and the text
 * after its closing brace, or after the comma its options start from.
 */
type PlaceholderAt<Rest extends string> = Rest extends `${infer Head}}${infer After}`
  ? Head extends `${infer Name},${infer Kind},${infer Options}`
    ? Trim<Kind> extends 'plural' | 'select' | 'selectordinal'
      ? [Trim<Name>, true, `${Options}}${After}`]
      : [Trim<Name>, false, After]
    : Head extends `${infer Name},${string}`
      ? [Trim<Name>, false, After]
      : [Trim<Head>, false, After]
  : never;

type Tail<Stack extends unknown[]> = Stack extends [unknown, ...infer Rest] ? Rest : [];

type Trim<Text extends string> = Text extends ` ${infer Inner}`
  ? Trim<Inner>
  : Text extends `${infer Inner} `
    ? Trim<Inner>
    : Text;
