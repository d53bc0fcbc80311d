import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|html|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz next to every text asset of the build, once, at maximum compression; the API's static
 * server sends them to browsers that accept them, so no request pays for compression. `owns` limits it to the files
 * a build writes when another build writes beside it into the same folder (the back office's, backoffice-build.ts):
 * each build compresses its own files, so neither reads a file the other is still writing.
 */
export function precompress(owns: (path: string) => boolean = () => true): Plugin {
  let outDir = 'dist';
  return {
    name: 'comanda:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      // also called after a failed build, which must report its own error
      if (!existsSync(outDir)) return;
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || !owns(file.slice(outDir.length + 1))) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
