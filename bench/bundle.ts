/**
 * What the browser downloads, gzipped: the landing page's JS and CSS, and the chat view's with
 * its lazy chunks, read from Vite's manifest of the production build. The baseline is React
 * itself (react + react-dom production builds), which every page carries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Benchmark, measured } from './support/benchmark.ts';
import { kb, ratio, type Figure } from './support/figures.ts';
import { targets } from './support/targets.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The production build to measure: the web app's, or another folder BENCH_WEB_DIST names. */
const dist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipped = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * Every file a chunk loads before it runs: itself, its static imports, and their CSS. With
 * `lazy`, also what its code loads later as it is used (the chat's profanity filter, say).
 */
function filesOf(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
  { lazy = false } = {},
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  const next = [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])];
  for (const imported of next) filesOf(manifest, imported, seen, { lazy });
  return seen;
}

function sizes(files: Iterable<string>) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipped(path.join(dist, file));
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css };
}

/** A language's landing page, weighed with its opening words (decision 061). */
const landingRowIn = (language: string) => ({
  figure: `web bundle: landing page JS in ${language}, with its opening words (gzip)`,
  target: targets.landingPageJs,
});
const languageRows = {
  en: landingRowIn('English'),
  es: landingRowIn('Spanish'),
  ar: landingRowIn('Arabic'),
};

const rows = {
  landingJs: { figure: 'web bundle: landing page JS (gzip)', target: targets.landingPageJs },
  chatJs: {
    figure: 'web bundle: chat view JS with its lazy chunks and English words (gzip)',
    target: targets.chatViewJs,
  },
  chatCss: { figure: 'web bundle: CSS of the chat view (gzip)', target: targets.chatViewCss },
};

function bundleFigures(): Figure[] {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`no web build at ${dist}: build the web app first (npm run build)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const landingFiles = filesOf(manifest, 'index.html');
  const landing = sizes(landingFiles);
  // The chat waits for the words of the views too (app/lazy-with-preload.ts): English's here.
  const chatFiles = filesOf(manifest, 'src/features/chat/chat-page.tsx', new Set(landingFiles), {
    lazy: true,
  });
  for (const part of ['opening', 'views'])
    filesOf(manifest, `virtual:catalogue/en/${part}`, chatFiles);
  const chat = sizes(chatFiles);
  const react = ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-client.production.js']
    .map((file) => gzipped(path.join(root, 'node_modules', file)))
    .reduce((sum, size) => sum + size, 0);
  const baseline = `React runtime ${kb(react)}`;
  // A reader's page waits for their language's opening words, preloaded beside the app's code.
  const perLanguage = Object.entries(languageRows).map(([code, row]) => {
    const js = landing.js + sizes(filesOf(manifest, `virtual:catalogue/${code}/opening`)).js;
    return measured(row, { value: kb(js), baseline, comparison: ratio(js, react) }, js);
  });
  return [
    measured(
      rows.landingJs,
      { value: kb(landing.js), baseline, comparison: ratio(landing.js, react) },
      landing.js,
    ),
    measured(
      rows.chatJs,
      { value: kb(chat.js), baseline, comparison: ratio(chat.js, react) },
      chat.js,
    ),
    measured(
      rows.chatCss,
      {
        value: kb(chat.css),
        baseline: `landing CSS ${kb(landing.css)}`,
        comparison: ratio(chat.css, landing.css),
      },
      chat.css,
    ),
    ...perLanguage,
  ];
}

export const bundleBenchmark: Benchmark = {
  rows: [...Object.values(rows), ...Object.values(languageRows)],
  run: bundleFigures,
};
