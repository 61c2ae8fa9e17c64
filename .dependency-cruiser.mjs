// The house's rules on who may import what (docs/architecture.md, Layers; decision 057), checked
// by dependency-cruiser in the test command: `npm run check:structure` runs them on the tree and
// on a set of deliberate breaks (scripts/check-structure.mjs), so a rule that stops catching
// what it forbids fails too.

/** Tests may import what they need (a test sets up its world by the shortest way in). */
const tests = ['\\.test\\.tsx?$', '^apps/server/src/test/', '^apps/web/src/test-support/'];

const server = 'apps/server/src';
const web = 'apps/web/src';

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circle anywhere, types included: a circle ties its files into one, and a ' +
        'change to any of them is a change to all.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-stand-alone',
      comment: 'The packages serve the apps and import nothing from them.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-is-isomorphic',
      comment:
        'packages/domain runs in the browser and on the server: no I/O, nothing of Node’s own.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-and-web-apart',
      comment: 'The web app talks to the server over HTTP only, and the server serves its build.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-runs-in-the-browser',
      comment:
        'The web app’s code runs in the browser: nothing of Node’s own. Its tests run in Node, ' +
        'and may read its files.',
      severity: 'error',
      from: { path: `^${web}/`, pathNot: tests },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-feature-through-its-service',
      comment:
        'A server feature is used by another only through its service.ts (decision 033): the ' +
        'rest of it is its own to change.',
      severity: 'error',
      from: { path: `^${server}/features/([^/]+)/`, pathNot: tests },
      to: {
        path: `^${server}/features/`,
        pathNot: [`^${server}/features/$1/`, `^${server}/features/[^/]+/service\\.ts$`],
      },
    },
    {
      name: 'server-outside-features-through-services',
      comment:
        'Outside the features (the plumbing, the seed, the commands, the benchmarks), a feature ' +
        'is reached only through its service.ts; app.ts also mounts its routes.',
      severity: 'error',
      from: { pathNot: [`^${server}/features/`, `^${server}/app\\.ts$`, ...tests] },
      to: {
        path: `^${server}/features/`,
        pathNot: `^${server}/features/[^/]+/service\\.ts$`,
      },
    },
    {
      name: 'server-app-mounts-routes',
      comment: 'app.ts mounts each feature’s routes and otherwise uses its service.ts.',
      severity: 'error',
      from: { path: `^${server}/app\\.ts$` },
      to: {
        path: `^${server}/features/`,
        pathNot: `^${server}/features/[^/]+/(service|[a-z-]*routes)\\.ts$`,
      },
    },
    {
      name: 'web-features-below-the-shell',
      comment: 'app/ assembles the features; a feature never imports the shell.',
      severity: 'error',
      from: { path: `^${web}/features/` },
      to: { path: `^${web}/app/` },
    },
    {
      name: 'web-shared-below-features',
      comment:
        'ui/ and lib/ are what every feature builds on: they import no feature and no shell.',
      severity: 'error',
      from: { path: `^${web}/(ui|lib)/`, pathNot: tests },
      to: { path: `^${web}/(features|app)/` },
    },
    {
      name: 'web-feature-through-its-face',
      comment:
        'A web feature is used by another only through its index.ts, the face it names: the ' +
        'rest of it is its own to change.',
      severity: 'error',
      from: { path: `^${web}/features/([^/]+)/`, pathNot: tests },
      to: {
        path: `^${web}/features/`,
        pathNot: [`^${web}/features/$1/`, `^${web}/features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-shell-through-faces-and-pages',
      comment:
        'The shell uses a feature through its index.ts, and its router loads the feature’s ' +
        'pages (*-page.tsx) one by one, so each view stays a chunk of its own.',
      severity: 'error',
      from: { path: `^${web}/(app/|main\\.tsx$)`, pathNot: tests },
      to: {
        path: `^${web}/features/`,
        pathNot: `^${web}/features/[^/]+/(index\\.ts|[a-z-]+-page\\.tsx)$`,
      },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the checker cannot follow is a hole in every rule above.',
      severity: 'error',
      from: {},
      // virtual: modules are made by Vite's plugins at build time (the service worker's register).
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)test-results/'] },
    // Type-only imports count: a circle in types ties files together as much as any.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts', '.json'],
    },
  },
};
