/**
 * Import boundaries, checked by `npm run check` (docs/adr/0102-import-boundaries.md).
 * Dependencies point one way: web → contract → domain ← api, api → contract; features and modules meet only
 * through each other's index.ts.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const tests = '(\\.test\\.tsx?$|/testing(/|\\.tsx?$))';

/**
 * The code the menu's first load is made of (the customer app's entry chunk; docs/web.md, "The first load"): the
 * boot, the app's frame, the menu, the first screen the server renders, and the state and infrastructure they read.
 * It stays in the layers it belongs to; this list names it. The menu's search is lazy and left out.
 */
const firstLoad = [
  '^apps/web/src/main[.]tsx$',
  '^apps/web/src/app/(App|providers|routes|route-view|route-match|guards|lazy-page|prefetch-lazy-screens|zod-without-eval)[.]tsx?$',
  '^apps/web/src/app/shell/(shell|desktop-top-bar|mobile-tab-bar|nav-items|route-tracker|use-nav)[.]tsx?$',
  '^apps/web/src/app/first-screen/',
  '^apps/web/src/features/menu/',
  '^apps/web/src/features/(auth|bag|stores|addresses|consent|loyalty|product)/index[.]ts$',
  '^apps/web/src/lib/(analytics|api-client|data-layer|first-screen-ready|overlay-demand|responsive|schema|schema-lists|screen-demand|storage|toast|use-stored|when-idle)[.]ts$',
  '^apps/web/src/(ui/(app-link|icon|page-loading)[.]tsx|config/[^/]+[.]ts)$',
];
/** What must not be in the first load: it arrives with the screens that use it, after the first screen is up. */
const notInFirstLoad = [
  // the form layer (ADR 0101): react-hook-form, its zod resolver, zod, our fields
  '^apps/web/src/ui/form/',
  'node_modules/(react-hook-form|@hookform/resolvers|zod)/',
  // the lazy screens' chunks (the product and the bag, then every other screen) and the screens themselves
  '^apps/web/src/app/(screens|other-screens|bag-page|account-pages|order-pages|checkout-pages|address-pages)[.]tsx?$',
  '^apps/web/src/features/[^/]+/(pages|components)/',
  // the shell's modal, the overlays (Ionic's modal, toasts, dialogs) and maps
  '^apps/web/src/app/shell/(overlay-hosts|shell-modal|toast-host|session-expiry-host|third-party-host)[.]tsx$',
  '^apps/web/src/ui/(app-modal[.]tsx|dialogs/)',
  '^apps/web/src/lib/map-tiles',
  // the brand's third-party scripts, loaded only after cookie consent (ADR 0172)
  '^apps/web/src/lib/third-party/',
  // the §7 payload encryption, in builds made with it (docs/security.md)
  '^apps/web/src/lib/payload-encryption[.]ts$',
  'node_modules/(leaflet|react-leaflet)/',
];

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
      name: 'web-first-load-stays-light',
      comment:
        "The menu's first load (150 KB gzip, checked by scripts/first-load-budget.mjs) imports no form layer, no " +
        'lazy screen and no map statically: those are reached through import() only. The menu and the cookie ' +
        'banner are the two screens in it.',
      severity: 'error',
      from: {
        path: firstLoad,
        pathNot: [tests, '^apps/web/src/features/menu/components/menu-search[.]tsx$'],
      },
      to: {
        path: notInFirstLoad,
        pathNot: '^apps/web/src/features/(menu|consent)/',
        dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import', 'pre-compilation-only'],
      },
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
      name: 'api-module-owns-its-tables',
      comment:
        'A module reads and writes only the tables it owns, declared in db/schema/<module>.ts (and ' +
        "<module>.<part>.ts); columns.ts holds shared column shapes. Another module's data is reached through " +
        "that module's index.ts: its service, or the typed queries it exports for others to compose.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: tests },
      to: {
        path: '^apps/api/src/db/schema/',
        pathNot: [
          '^apps/api/src/db/schema/$1[.]ts$',
          '^apps/api/src/db/schema/$1[.][a-z]+[.]ts$',
          '^apps/api/src/db/schema/columns[.]ts$',
        ],
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
    // build output is left out; npm packages stay in the graph as leaves (doNotFollow), so rules can name them
    exclude: {
      path: [
        '^(apps|packages)/[^/]+/(dist|coverage)/',
        '^(coverage|test-results|e2e/test-results)/',
        // the native project's copy of the web build (cap sync)
        '^apps/web/android/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
