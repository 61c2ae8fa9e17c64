/**
 * The production build (decision 022): the server and the workspace code it imports, bundled
 * into one ES module that plain Node runs, so a running server carries no TypeScript compiler.
 * The server's own npm packages stay where npm put them and load as they are: some are native
 * addons. The workspace packages' npm packages are bundled from where those packages resolve
 * them, as their versions may differ from what this folder would find.
 */
import { build } from 'esbuild';
import server from '../package.json' with { type: 'json' };

const external = Object.keys(server.dependencies).filter(
  (name) => !name.startsWith('@mentorbridge/'),
);

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A package and every path inside it ("pino/file", "zod/v4").
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
