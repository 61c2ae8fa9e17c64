// Checks the house's import rules (.dependency-cruiser.mjs) twice: on the tree, which must keep
// every rule, and on a small tree of deliberate breaks, each of which must be caught by the rule
// written for it and nothing else. A rule that stops catching what it forbids fails here too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = path.join(root, '.dependency-cruiser.mjs');
const cruiser = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const scanned = ['apps', 'packages', 'e2e', 'bench', 'scripts'];

/** The violations dependency-cruiser finds under `folders` of `cwd`, as "rule: from -> to". */
function violationsIn(cwd, folders) {
  const run = spawnSync(
    process.execPath,
    [cruiser, '--config', config, '--output-type', 'json', ...folders],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser did not run:\n${run.stderr}`);
  const { summary } = JSON.parse(run.stdout);
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
}

/**
 * One break per rule, and beside them what the rules allow (which must stay unreported): a
 * file's name says which it is. A circle is reported once, from the file it was found from; a
 * module of Node's own, by its bare name.
 */
const breaks = {
  // Circles, in values and in types alone.
  'apps/web/src/lib/circle-a.ts': "import { b } from './circle-b.ts'; export const a = b;",
  'apps/web/src/lib/circle-b.ts': "import { a } from './circle-a.ts'; export const b = () => a;",
  'apps/server/src/lib/type-circle-a.ts':
    "import type { B } from './type-circle-b.ts'; export type A = { b?: B };",
  'apps/server/src/lib/type-circle-b.ts':
    "import type { A } from './type-circle-a.ts'; export type B = { a?: A };",
  // The web: the shell, the features' faces, the shared layer.
  'apps/web/src/app/router.tsx':
    "import '../features/chat/chat-page.tsx'; import '../features/chat/index.ts'; export {};",
  'apps/web/src/app/reaches-into-chat.ts': "import '../features/chat/outbox.ts'; export {};",
  'apps/web/src/features/chat/chat-page.tsx': "import './outbox.ts'; export {};",
  'apps/web/src/features/chat/outbox.ts': 'export const outbox = [];',
  'apps/web/src/features/chat/index.ts': "export { outbox } from './outbox.ts';",
  'apps/web/src/features/chat/uses-the-shell.ts': "import '../../app/router.tsx'; export {};",
  'apps/web/src/features/blocks/uses-chat-face.ts': "import '../chat/index.ts'; export {};",
  'apps/web/src/features/blocks/reaches-into-chat.ts': "import '../chat/outbox.ts'; export {};",
  'apps/web/src/features/blocks/reaches-into-chat.test.ts':
    "import '../chat/outbox.ts'; export {};",
  'apps/web/src/ui/uses-a-feature.tsx': "import '../features/chat/index.ts'; export {};",
  'apps/web/src/lib/uses-node.ts': "import 'node:path'; export {};",
  // The server: features through their service.ts, routes mounted by app.ts alone.
  'apps/server/src/app.ts':
    "import './features/chat/routes.ts'; import './features/chat/service.ts'; export {};",
  'apps/server/src/app-context.ts': "import './features/chat/routes.ts'; export {};",
  'apps/server/src/features/chat/service.ts': "import './repository.ts'; export {};",
  'apps/server/src/features/chat/routes.ts': "import './service.ts'; export {};",
  'apps/server/src/features/chat/repository.ts': 'export const rows = [];',
  'apps/server/src/features/blocks/uses-chat-service.ts': "import '../chat/service.ts'; export {};",
  'apps/server/src/features/blocks/reaches-into-chat.ts':
    "import '../chat/repository.ts'; export {};",
  'apps/server/src/features/blocks/reaches-into-chat.test.ts':
    "import '../chat/repository.ts'; export {};",
  'apps/server/src/db/seed/reaches-into-chat.ts':
    "import '../../features/chat/repository.ts'; export {};",
  'apps/server/src/reaches-into-the-web.ts': "import '../../web/src/lib/circle-a.ts'; export {};",
  'apps/server/src/imports-nothing-there.ts': "import './no-such-file.ts'; export {};",
  // The packages.
  'packages/domain/src/uses-the-server.ts': "import '../../../apps/server/src/app.ts'; export {};",
  'packages/domain/src/uses-node.ts': "import 'node:fs'; export {};",
};

const expected = [
  'no-circular: apps/server/src/lib/type-circle-a.ts -> apps/server/src/lib/type-circle-b.ts',
  'no-circular: apps/web/src/lib/circle-a.ts -> apps/web/src/lib/circle-b.ts',
  'no-unresolvable: apps/server/src/imports-nothing-there.ts -> ./no-such-file.ts',
  'packages-stand-alone: packages/domain/src/uses-the-server.ts -> apps/server/src/app.ts',
  'domain-is-isomorphic: packages/domain/src/uses-node.ts -> fs',
  'server-and-web-apart: apps/server/src/reaches-into-the-web.ts -> apps/web/src/lib/circle-a.ts',
  'web-runs-in-the-browser: apps/web/src/lib/uses-node.ts -> path',
  'server-feature-through-its-service: apps/server/src/features/blocks/reaches-into-chat.ts -> apps/server/src/features/chat/repository.ts',
  'server-outside-features-through-services: apps/server/src/app-context.ts -> apps/server/src/features/chat/routes.ts',
  'server-outside-features-through-services: apps/server/src/db/seed/reaches-into-chat.ts -> apps/server/src/features/chat/repository.ts',
  'web-features-below-the-shell: apps/web/src/features/chat/uses-the-shell.ts -> apps/web/src/app/router.tsx',
  'web-shared-below-features: apps/web/src/ui/uses-a-feature.tsx -> apps/web/src/features/chat/index.ts',
  'web-feature-through-its-face: apps/web/src/features/blocks/reaches-into-chat.ts -> apps/web/src/features/chat/outbox.ts',
  'web-shell-through-faces-and-pages: apps/web/src/app/reaches-into-chat.ts -> apps/web/src/features/chat/outbox.ts',
].sort();

function checkTheRules() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-structure-'));
  try {
    fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(folder, 'tsconfig.base.json'));
    for (const [file, text] of Object.entries(breaks)) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), `${text}\n`);
    }
    const found = violationsIn(folder, ['apps', 'packages']);
    const missed = expected.filter((line) => !found.includes(line));
    const extra = found.filter((line) => !expected.includes(line));
    return [
      ...missed.map((line) => `  a rule let a break through: ${line}`),
      ...extra.map((line) => `  a rule caught what it allows: ${line}`),
    ];
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const inTree = violationsIn(root, scanned);
const inRules = checkTheRules();
if (inTree.length > 0) {
  console.error(`The tree breaks the import rules (.dependency-cruiser.mjs):`);
  for (const line of inTree) console.error(`  ${line}`);
}
if (inRules.length > 0) {
  console.error('The import rules do not catch what they are written for:');
  for (const line of inRules) console.error(line);
}
if (inTree.length > 0 || inRules.length > 0) process.exit(1);
console.log(
  `The tree keeps the import rules, and each rule catches its deliberate break (${expected.length}).`,
);
