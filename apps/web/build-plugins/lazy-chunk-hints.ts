import type { Plugin, Rollup } from 'vite';
import { LAZY_CHUNKS_META } from '../src/app/prefetch-lazy-screens.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

interface ChunkMetadata {
  importedCss?: Set<string>;
}

/**
 * Every JS and CSS file the page can load later through a dynamic import, and that its first load does not
 * already bring: the dynamic imports of the entry, followed through their own static and dynamic imports.
 */
export function lazyFiles(entry: OutputChunk, bundle: OutputBundle): string[] {
  const chunk = (fileName: string) => {
    const output = bundle[fileName];
    return output?.type === 'chunk' ? output : undefined;
  };
  const initial = new Set<string>();
  const addInitial = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const next of chunk(fileName)?.imports ?? []) addInitial(next);
  };
  addInitial(entry.fileName);

  const lazy = new Set<string>();
  const visit = (fileName: string) => {
    if (initial.has(fileName) || lazy.has(fileName)) return;
    const output = chunk(fileName);
    if (!output) return;
    lazy.add(fileName);
    for (const css of (output as OutputChunk & { viteMetadata?: ChunkMetadata }).viteMetadata?.importedCss ??
      [])
      lazy.add(css);
    for (const next of [...output.imports, ...output.dynamicImports]) visit(next);
  };
  for (const fileName of initial) for (const next of chunk(fileName)?.dynamicImports ?? []) visit(next);
  return [...lazy].sort();
}

/**
 * Names the lazy screens' files in index.html, so the app can have the browser fetch and compile them once the
 * first screen is idle, without running any of them before they are opened (ADR 0140).
 */
export function lazyChunkHints(): Plugin {
  return {
    name: 'comanda:lazy-chunk-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk || !context.filename.endsWith('index.html')) return html;
        const files = lazyFiles(context.chunk as OutputChunk, context.bundle as OutputBundle);
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { name: LAZY_CHUNKS_META, content: files.map((file) => `/${file}`).join(' ') },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
