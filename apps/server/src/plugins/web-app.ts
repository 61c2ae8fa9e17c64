import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, type Locale } from '@mentorbridge/domain/i18n/locales';
import { languageOfPage } from '../i18n/language-of-request.ts';

/**
 * Serves the built single-page app: hashed assets cached for a year, the app's page for every
 * other page path so that each view's URL works on reload, each as the Brotli or gzip copy the
 * build made when the browser accepts one. The page is the reader's language's (decision 061):
 * index.html, index.es.html or index.ar.html, already in their language before any script runs.
 */
const indexFileOf = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? 'index.html' : `index.${locale}.html`;

export const webApp = fp(async (app: FastifyInstance, { distDir }: { distDir: string }) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the pages');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Ours below, not send's default ("max-age=0"), which would overwrite them.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The same address answers Brotli, gzip or plain, and a view's address a page in each
      // language: caches on the way must keep them apart. A page asked for by its own file name
      // (the service worker's copy of /index.html) is one language whatever the cookie, and a
      // Vary on the cookie would keep the worker from ever matching its copy again.
      const page = /^index(?:\.\w+)?\.html(?:\.br|\.gz)?$/.test(path.basename(filePath));
      // The plugin's type lists a few of the response's members; it is Node's ServerResponse.
      const { req } = res as typeof res & { req?: { url?: string } };
      const byFileName = /^\/index(?:\.\w+)?\.html(?:\?|$)/.test(req?.url ?? '');
      res.setHeader(
        'vary',
        page && !byFileName ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const relative = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    const file = path.join(distDir, relative);
    const insideDist = file.startsWith(distDir + path.sep);
    if (relative !== '' && insideDist && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(relative);
    }
    return reply.sendFile(indexFileOf(languageOfPage(request)));
  });
});
