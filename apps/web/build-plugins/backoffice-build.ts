import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { precompress } from './precompress.ts';

/** Where the back office's files go in the build's folder: its page, and its assets in a folder of their own. */
export const BACKOFFICE_HTML = 'gestao.html';
export const BACKOFFICE_ASSETS = 'assets/gestao/';
export const isBackofficeFile = (path: string): boolean =>
  path === BACKOFFICE_HTML || path.startsWith(BACKOFFICE_HTML) || path.startsWith(BACKOFFICE_ASSETS);

/**
 * After the app's build, the brand's back office (gestao.html, /gestao) built on its own into the same folder (ADR
 * 0174): a build apart shares no chunk with the customer app, so nothing the back office uses can ever move into, or
 * grow, the customer app's first load. It brings its own copy of React; staff load it, customers never do.
 */
export function backofficeBuild(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'comanda:backoffice-build',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react(), precompress(isBackofficeFile)],
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { gestao: join(root, BACKOFFICE_HTML) },
            output: {
              entryFileNames: `${BACKOFFICE_ASSETS}[name]-[hash].js`,
              chunkFileNames: `${BACKOFFICE_ASSETS}[name]-[hash].js`,
              assetFileNames: `${BACKOFFICE_ASSETS}[name]-[hash][extname]`,
            },
          },
        },
      });
    },
  };
}
