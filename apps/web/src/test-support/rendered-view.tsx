import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { NoticeProvider } from '../ui/notices.tsx';

/** What a person sees of a view: its words, its buttons, and its fields by their labels. */
export interface RenderedView {
  /** Every word shown, in order, with the spaces between elements made single. */
  text: string;
  /** Each button's words. */
  buttons: string[];
  /** Each field's label. */
  labels: string[];
  /** Each link's words, where it goes, and whether it downloads a file. */
  links: { name: string; href: string; download: boolean }[];
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The words of some HTML, as a reader takes them in. */
function wordsOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

const contentsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) =>
    wordsOf(match[1] ?? ''),
  );

/** Each link of some HTML, as `RenderedView['links']` gives it. */
function linksOf(html: string): RenderedView['links'] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(
    ([, attributes = '', inner = '']) => ({
      name: wordsOf(inner),
      href: wordsOf(/\bhref="([^"]*)"/.exec(attributes)?.[1] ?? ''),
      download: /\bdownload\b/.test(attributes),
    }),
  );
}

/** A query client as the app's, that never retries, so a test sees a failure at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * A view as its first paint shows it, inside the app's providers (queries, notices, a router):
 * React renders it to HTML in Node, with no DOM, and nothing is fetched. A test gives the query
 * client the answers the view reads, as the server would have sent them.
 */
export function renderView(view: ReactNode, queryClient = testQueryClient()): RenderedView {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <MemoryRouter>{view}</MemoryRouter>
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return {
    text: wordsOf(html),
    buttons: contentsOf(html, 'button'),
    labels: contentsOf(html, 'label'),
    links: linksOf(html),
  };
}
