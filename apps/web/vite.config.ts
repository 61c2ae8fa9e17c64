import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './build/app-manifest.ts';
import { languages } from './build/languages.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    languages(),
    // The installable app (decision 039): the app shell and the landing page's pictures are
    // precached, so it opens without a network; nothing the API answers is ever stored.
    VitePWA({
      registerType: 'prompt',
      // Registered by the app itself, after the first paint (app/service-worker.ts).
      injectRegister: false,
      manifest: appManifest,
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,webp,avif}'],
        navigateFallback: '/index.html',
        // The API and the server's own pages (health, readiness, metrics) are never the app.
        navigateFallbackDenylist: [/^\/api\//, /^\/(healthz|readyz|metrics)$/],
        cleanupOutdatedCaches: true,
        // Only what the build made: no runtime caching, so no API answer (messages, notes,
        // pictures of people, all under /api/) is ever kept on the device.
        runtimeCaching: [],
        // Web Push: showing a push as a notification, and opening its view when it is tapped.
        // A plain script in public/, so the generated worker can load it as it is.
        importScripts: ['/push-handler.js'],
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    // In development the API runs on its own port; the browser still sees one origin.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Lists each view's files, so the benchmarks can weigh what a page really loads.
    manifest: true,
    // Preload links only in index.html: those Vite's helper adds from script for a view's shared
    // chunks cost a phone more main-thread time than the round trip they save (decision 048).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
