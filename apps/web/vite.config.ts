import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { staticLoadingScreen } from './build/static-loading-screen.ts';

export default defineConfig({
  plugins: [react(), staticLoadingScreen(), precompress()],
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
  },
});
