import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { backofficeBuild, isBackofficeFile } from './build-plugins/backoffice-build.ts';
import { firstLoadChunk } from './build-plugins/first-load-chunk.ts';
import { firstScreenRenderer } from './build-plugins/first-screen.ts';
import { ionicCoreCss } from './build-plugins/ionic-core-css.ts';
import { ioniconModules } from './build-plugins/ionicon-modules.ts';
import { lazyChunkHints } from './build-plugins/lazy-chunk-hints.ts';
import { precompress } from './build-plugins/precompress.ts';

const API_TARGET = 'http://127.0.0.1:3000';

const IONIC_PACKAGES = /[\\/]node_modules[\\/](@ionic[\\/](react|core)|ionicons)[\\/]/;
/**
 * `@comanda/domain` is pure (no I/O, no globals); see ADR 0050. `@comanda/contract` is schema definitions: its one
 * global (`z.config`, the pt-BR fallback messages) sits in the module the forms import by name (ADR 0101).
 */
const WORKSPACE_PURE_SOURCE = /[\\/]packages[\\/](domain|contract)[\\/]src[\\/]/;
/**
 * Feature modules are declared free of side effects (their CSS keeps its own), so a feature's `index.ts` brings into
 * a chunk only what is used from it (ADR 0104). A module whose exports nothing uses is dropped with whatever it runs
 * at load: keep such statements in modules whose exports are used (auth's `connectApiSession` call).
 */
const FEATURE_SOURCE = /[\\/]src[\\/]features[\\/].*\.tsx?$/;

/**
 * Ionic does not declare itself side-effect free, so without this every component it ships would land in the
 * entry chunk. Its JS modules only register components when imported by name; CSS must keep its side effects.
 * The domain and contract packages are reached through one barrel each: without this, every rule or schema a lazy
 * screen uses would be placed in the entry chunk beside the few the menu needs.
 */
export function ionicModuleSideEffects(id: string): boolean {
  if (WORKSPACE_PURE_SOURCE.test(id)) return false;
  if (FEATURE_SOURCE.test(id)) return false;
  if (!IONIC_PACKAGES.test(id)) return true;
  return id.endsWith('.css');
}

/**
 * @ionic/react builds a few wrappers at module level without a pure annotation (IonNav, IonTabBar …), which
 * keeps their web components in every bundle. Annotating those calls lets unused ones be dropped.
 */
export function ionicReactPureWrappers(): Plugin {
  const wrapperCall =
    /^const (\w+) = (createForwardRef|createReactComponent|React\.memo|React\.forwardRef)\(/gm;
  return {
    name: 'comanda:ionic-react-pure-wrappers',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/ },
      handler(code) {
        return { code: code.replace(wrapperCall, 'const $1 = /*@__PURE__*/ $2('), map: null };
      },
    },
  };
}

/** The dev and preview servers answer /operador and /gestao with their pages, as the API does in production. */
function staffPages(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    req.url = req.url?.replace(/^\/(operador|gestao)\/?(?=\?|$)/, '/$1.html');
    next();
  };
  return {
    name: 'comanda:staff-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * The service worker (src/sw/sw.ts, served as /sw.js): push, and the shell precached for offline use. The manifest
 * stays public/manifest.webmanifest and the app registers the worker itself (app/service-worker/), after the first
 * screen. The store team's board, the back office and the server's own modules are not precached.
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'img/brand/*.{svg,png}'],
      globIgnores: ['assets/operador-*'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}

/**
 * Two pages: the customer app and the store team's board (/operador), which shares only React with it. The brand's
 * back office (/gestao) is built apart, after them (backoffice-build.ts).
 */
const PAGES = {
  index: fileURLToPath(new URL('./index.html', import.meta.url)),
  operador: fileURLToPath(new URL('./operador.html', import.meta.url)),
};

/**
 * Characters of each file's hash. A build with the optional payload encryption (VITE_PAYLOAD_ENCRYPTION=on,
 * docs/security.md) has its layer's chunks besides the app's (65 in all), more than Rolldown names apart with 6.
 */
const HASH_LENGTH = process.env.VITE_PAYLOAD_ENCRYPTION === 'on' ? 7 : 6;

export default defineConfig({
  plugins: [
    react(),
    ioniconModules(),
    ionicReactPureWrappers(),
    ionicCoreCss(),
    lazyChunkHints(),
    precompress((path) => !isBackofficeFile(path)),
    staffPages(),
    backofficeBuild(),
    serviceWorker(),
    firstScreenRenderer(fileURLToPath(new URL('./src/app/first-screen/server.tsx', import.meta.url))),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/img/enviadas': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/img/enviadas': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Browsers without native modulepreload (Safari before 17) still load every chunk, only without the early
    // fetch: the polyfill would cost every other browser its bytes in the first load (ADR 0032).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: PAGES,
      treeshake: { moduleSideEffects: ionicModuleSideEffects, propertyReadSideEffects: false },
      // every imported constant written where it is used: a text kept once in the source (a feature's texts.ts) is
      // not one more variable of the chunk that first imports it, and its module drops out of the first load
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      // the customer app's first load in one file beside React's (ADR 0140)
      output: {
        codeSplitting: { groups: [firstLoadChunk(PAGES, 'index')] },
        // 6 hash characters (36 bits) tell a file's versions apart as well as 8 among a build's ~100 files, and every
        // chunk's name is written again in the entry's preload map: the first load saves what does not compress
        entryFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
        chunkFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
        assetFileNames: `assets/[name]-[hash:${HASH_LENGTH}][extname]`,
      },
    },
  },
});
