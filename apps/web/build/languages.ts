import fs from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import {
  CATALOGUE_PARTS,
  cataloguePart,
  type CataloguePart,
} from '@mentorbridge/domain/i18n/catalogue-parts';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  textDirection,
  type Locale,
} from '@mentorbridge/domain/i18n/locales';
import { uiText } from '@mentorbridge/domain/ui-text';
import { LoadingScreen } from '../src/ui/loading-screen.tsx';
import { wordsMissingInBrowser } from './words-in-browser-check.ts';

const VIRTUAL = 'virtual:catalogue/';
const compiled = (locale: Locale) => compileCatalogue(catalogues[locale]);

/** The page's own words in `locale`: its description and its loading screen. */
function wordsOfPage(locale: Locale) {
  i18n.loadAndActivate({ locale, messages: compiled(locale) });
  return {
    description: uiText.siteDescription,
    loadingScreen: renderToStaticMarkup(createElement(LoadingScreen)),
  };
}

/** The file a language's page is built into: index.html for English, index.es.html for Spanish. */
export const indexFileOf = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? 'index.html' : `index.${locale}.html`;

/**
 * The app in every language (decision 061). Each language's catalogue is compiled here, once, into
 * two modules of its own: its opening words (`virtual:catalogue/es/opening`: the shell, the
 * landing page) and the words of every other view (`virtual:catalogue/es/views`), so a browser
 * loads only its reader's language, with no ICU parser, and the landing page only its own words.
 * index.html is built once per language, its `lang`, `dir`, description and loading screen
 * already in that language, and the language's opening words preloaded beside the app's code: the
 * server sends the reader's (plugins/web-app.ts), and its first paint is in their language.
 */
export function languages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mentorbridge-languages',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return undefined;
      const [locale, part] = id.slice(`\0${VIRTUAL}`.length).split('/');
      if (!isLocale(locale) || !isPart(part)) throw new Error(`No catalogue at "${id}"`);
      return `export default ${JSON.stringify(compileCatalogue(cataloguePart(locale, part)))};`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no empty ${root}`);
        const { description, loadingScreen } = wordsOfPage(DEFAULT_LOCALE);
        return withDescription(html, description).replace(
          root,
          `<div id="root">${loadingScreen}</div>`,
        );
      },
    },
    writeBundle(_options, bundle) {
      const missing = wordsMissingInBrowser(bundle);
      if (missing.length > 0) {
        throw new Error(
          `The page writes messages its browser has not loaded then; move each to an area it loads (packages/domain/src/i18n/catalogue-parts.ts): ${missing.join(', ')}`,
        );
      }
      const englishPage = fs.readFileSync(path.join(outDir, indexFileOf(DEFAULT_LOCALE)), 'utf8');
      const english = wordsOfPage(DEFAULT_LOCALE);
      for (const locale of LOCALES) {
        const chunk = Object.values(bundle).find(
          (file) =>
            file.type === 'chunk' && file.facadeModuleId === `\0${VIRTUAL}${locale}/opening`,
        );
        if (!chunk) throw new Error(`The build made no chunk for the ${locale} opening words`);
        const words = wordsOfPage(locale);
        const page = withDescription(
          englishPage
            .replace('<html lang="en"', `<html lang="${locale}" dir="${textDirection(locale)}"`)
            .replace(english.loadingScreen, words.loadingScreen),
          words.description,
        ).replace(
          '</head>',
          `  <link rel="modulepreload" crossorigin href="/${chunk.fileName}">\n  </head>`,
        );
        fs.writeFileSync(path.join(outDir, indexFileOf(locale)), page);
      }
      i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: compiled(DEFAULT_LOCALE) });
    },
  };
}

function withDescription(html: string, description: string) {
  const written = html.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    `$1${escapeAttribute(description)}$2`,
  );
  if (written === html && !html.includes(escapeAttribute(description))) {
    throw new Error('index.html has no <meta name="description">');
  }
  return written;
}

const isPart = (part: string | undefined): part is CataloguePart =>
  (CATALOGUE_PARTS as readonly (string | undefined)[]).includes(part);

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
