import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What browsers download as text; pictures and source maps are left as they are. */
const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the
 * strongest settings, once: the server sends the copy the browser accepts (decision 022: the
 * landing page went out uncompressed, three times its size, on a phone's slow connection).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mentorbridge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = fs.readFileSync(full);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(content, { level: 9 }),
          ]);
          // A copy no smaller than the file is worse than none.
          if (br.length < content.length) fs.writeFileSync(`${full}.br`, br);
          if (gz.length < content.length) fs.writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}
