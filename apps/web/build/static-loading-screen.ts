import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { LoadingScreen } from '../src/ui/loading-screen.tsx';

/**
 * Puts the app's loading screen into index.html's #root, rendered from the same component, so a
 * phone on a slow network sees it as soon as the page arrives, before any script has run. The
 * app's first render replaces it (decision 024: first paint waited for all of the app's code).
 */
export function staticLoadingScreen(): Plugin {
  return {
    name: 'mentorbridge-static-loading-screen',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no empty ${root}`);
      return html.replace(
        root,
        `<div id="root">${renderToStaticMarkup(createElement(LoadingScreen))}</div>`,
      );
    },
  };
}
