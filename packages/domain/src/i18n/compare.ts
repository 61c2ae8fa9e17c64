import { parse, type Token } from '@messageformat/parser';

/**
 * What a translation must keep of its English message: the same placeholders, the same select
 * options (codes the code sends), and in every plural the forms its own language has (Arabic six,
 * Spanish three). Returns what differs, in words, one line each; none when it keeps them all.
 */
export function translationProblems(
  locale: string,
  english: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(english)) {
    if (!(id in translation)) problems.push(`${id}: missing`);
  }
  for (const [id, text] of Object.entries(translation)) {
    const source = english[id];
    if (source === undefined) {
      problems.push(`${id}: not an English message`);
      continue;
    }
    problems.push(...messageProblems(locale, id, source, text));
  }
  return problems;
}

function messageProblems(locale: string, id: string, source: string, text: string): string[] {
  let tokens: Token[];
  try {
    tokens = parse(text, { strict: false });
  } catch (error) {
    return [`${id}: not valid ICU (${(error as Error).message})`];
  }
  const expected = shapeOf(parse(source, { strict: false }));
  const actual = shapeOf(tokens);
  const problems: string[] = [];
  const missing = [...expected.placeholders].filter((name) => !actual.placeholders.has(name));
  const extra = [...actual.placeholders].filter((name) => !expected.placeholders.has(name));
  if (missing.length > 0) problems.push(`${id}: placeholders missing: ${missing.join(', ')}`);
  if (extra.length > 0) problems.push(`${id}: placeholders English has not: ${extra.join(', ')}`);
  for (const [name, keys] of actual.selectKeys) {
    const englishKeys = expected.selectKeys.get(name);
    if (englishKeys && [...englishKeys].sort().join() !== [...keys].sort().join()) {
      problems.push(`${id}: the options of ${name} differ from English’s`);
    }
  }
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const [name, keys] of actual.pluralKeys) {
    const absent = forms.filter((form) => !keys.has(form));
    if (absent.length > 0) problems.push(`${id}: the plural ${name} lacks ${absent.join(', ')}`);
  }
  return problems;
}

interface Shape {
  placeholders: Set<string>;
  selectKeys: Map<string, Set<string>>;
  pluralKeys: Map<string, Set<string>>;
}

function shapeOf(tokens: readonly Token[], shape: Shape = emptyShape()): Shape {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') shape.placeholders.add(token.arg);
    if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
      shape.placeholders.add(token.arg);
      const keys = new Set(token.cases.map((option) => option.key));
      (token.type === 'select' ? shape.selectKeys : shape.pluralKeys).set(token.arg, keys);
      for (const option of token.cases) shapeOf(option.tokens, shape);
    }
  }
  return shape;
}

const emptyShape = (): Shape => ({
  placeholders: new Set(),
  selectKeys: new Map(),
  pluralKeys: new Map(),
});
