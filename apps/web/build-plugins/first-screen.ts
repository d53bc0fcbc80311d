// by path: the config loader does not resolve the workspace packages' TypeScript entry

import { basename, dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { FIRST_SCREEN_RENDERER_FILE } from '../../../packages/contract/src/menu/first-screen.ts';
import { ioniconModules } from './ionicon-modules.ts';

/**
 * After the app's build, the server's module of the menu page's first screen (ADR 0140): `entry` built for Node,
 * with everything it imports inside (it runs from wherever the build is copied), to FIRST_SCREEN_RENDERER_FILE in the
 * build's output. The server imports it; it does not serve it.
 */
export function firstScreenRenderer(entry: string): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'comanda:first-screen-renderer',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const file = join(outDir, FIRST_SCREEN_RENDERER_FILE);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react(), ioniconModules()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: entry,
          outDir: dirname(file),
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'node20',
          rolldownOptions: {
            // .mjs: ES modules wherever the build is copied, with or without a package.json saying so
            output: {
              entryFileNames: basename(file),
              chunkFileNames: 'chunks/[name]-[hash].mjs',
              format: 'es',
            },
          },
        },
      });
    },
  };
}
