import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withElements } from './with-elements.tsx';

const markupOf = (node: ReturnType<typeof withElements>) => renderToStaticMarkup(<>{node}</>);

describe('a sentence with elements in it', () => {
  it('puts each element where the language puts its placeholder', () => {
    const english = withElements(({ name }) => `Record ${name}'s check`, {
      name: <bdi>Ben Carter</bdi>,
    });
    const spanish = withElements(({ name }) => `Registrar la verificación de ${name}`, {
      name: <bdi>Ben Carter</bdi>,
    });
    expect(markupOf(english)).toBe('<span>Record <bdi>Ben Carter</bdi>&#x27;s check</span>');
    expect(markupOf(spanish)).toBe(
      '<span>Registrar la verificación de <bdi>Ben Carter</bdi></span>',
    );
  });

  it('keeps the sentence in one span, so a flex button does not split a word from its ending', () => {
    const markup = markupOf(
      withElements(({ from, to }) => `${to} ← ${from}`, { from: <b>A</b>, to: <i>B</i> }),
    );
    expect(markup).toBe('<span><i>B</i> ← <b>A</b></span>');
  });
});
