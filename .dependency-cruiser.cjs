/**
 * Import boundaries, checked by `npm run check` (docs/adr/0102-import-boundaries.md).
 * Dependencies point one way: web → contract → domain ← api, api → contract; features and modules meet only
 * through each other's index.ts.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const tests = '(\\.test\\.tsx?$|/testing(/|\\.tsx?$))';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle, type-only imports included: a cycle ties two modules into one that must change together, ' +
        'and at run time one of them sees the other half-initialised.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-internals',
      comment:
        "A web feature reaches another feature only through that feature's index.ts (its public API), never its files.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: tests },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-no-app-from-below',
      comment:
        'Features, lib and ui never import app/ (routes, guards, shell): app composes them, not the reverse.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|lib|ui|config)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-infrastructure-without-features',
      comment: 'lib/ and ui/ are infrastructure and shared presentation: they know no feature.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|ui|config)/', pathNot: tests },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'api-module-internals',
      comment:
        "An API module reaches another module only through that module's index.ts (its service and plugin).",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: tests },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-outside-modules-through-index',
      comment:
        'Code outside modules (the catalogue importer, app.ts, docs) reaches a module only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', tests] },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'api-platform-without-modules',
      comment: 'http/, db/, providers/, config/ and platform/ are platform code: they know no module.',
      severity: 'error',
      from: { path: '^apps/api/src/(http|db|providers|config|platform)/', pathNot: tests },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'packages-by-name',
      comment:
        'Workspace packages are imported by name (@comanda/domain, @comanda/contract), never by relative path.',
      severity: 'error',
      from: { path: '^(apps|e2e|bench)/', pathNot: '^apps/web/build-plugins/' },
      to: { path: '^packages/', dependencyTypes: ['local'] },
    },
    {
      name: 'build-plugins-contract-constants-only',
      comment:
        "Vite's config loader cannot run a workspace package's TypeScript entry, so the web build's plugins reach " +
        'the one contract module they share with the API (names written into the page) by path, and nothing else.',
      severity: 'error',
      from: { path: '^apps/web/build-plugins/' },
      to: { path: '^packages/', pathNot: '^packages/contract/src/menu/first-screen[.]ts$' },
    },
    {
      name: 'packages-by-name-between-packages',
      comment: 'One package reaches another by name, never by relative path.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^packages/', pathNot: '^packages/$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain is pure: no contract, no app, no framework.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/contract|apps)/|node_modules/(react|fastify|drizzle-orm|@ionic|zod)' },
    },
    {
      name: 'contract-not-apps',
      comment: 'packages/contract is shared by api and web: it imports neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|test-results|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
