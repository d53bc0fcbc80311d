// by path: the config loader does not resolve the workspace packages' TypeScript entry

import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import {
  CHECKOUT_SCREENS_META,
  CLUB_SCREENS_META,
  ORDER_DETAILS_SCREENS_META,
  ORDER_SCREENS_META,
  SCREENS_CHUNK_META,
} from '../../../packages/contract/src/menu/first-screen.ts';
import { LAZY_CHUNKS_META } from '../src/app/prefetch-lazy-screens.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The modules of the nested lazy screens' chunks: the product and the bag, then an order's details, then the
 * checkout, then the others (ADR 0104, ADR 0140, ADR 0177).
 */
const SCREENS_MODULE = '/src/app/screens.ts';
const ORDER_DETAILS_MODULE = '/src/app/order-details-screens.ts';
const CHECKOUT_SCREENS_MODULE = '/src/app/checkout-screens.ts';
const OTHER_SCREENS_MODULE = '/src/app/other-screens.ts';
/** The Shinguru club's home, a lazy chunk of its own (routes.tsx). */
const CLUB_HOME_MODULE = '/src/features/loyalty/pages/club-home.ts';

interface ChunkMetadata {
  importedCss?: Set<string>;
}

/**
 * Every JS and CSS file the page can load later through a dynamic import, and that its first load does not
 * already bring: the dynamic imports of the entry, followed through their own static and dynamic imports.
 */
export function lazyFiles(entry: OutputChunk, bundle: OutputBundle): string[] {
  const graph = chunkGraph(entry, bundle);
  const lazy = new Set<string>();
  for (const fileName of graph.initial)
    for (const next of graph.chunk(fileName)?.dynamicImports ?? []) graph.follow(next, lazy, true);
  return [...lazy].sort();
}

/**
 * The files that running one lazy chunk needs beyond the first load: the chunk, its static imports and their CSS.
 * Empty when no chunk of the bundle is built from `facade` (a module id's ending).
 */
export function lazyChunkFiles(entry: OutputChunk, bundle: OutputBundle, facade: string): string[] {
  const graph = chunkGraph(entry, bundle);
  const target = Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && Boolean(output.facadeModuleId?.endsWith(facade)),
  );
  const files = new Set<string>();
  if (target) graph.follow(target.fileName, files, false);
  return [...files].sort();
}

/** The entry's first load (the entry and its static imports), and a walk from a chunk that stops at it. */
function chunkGraph(entry: OutputChunk, bundle: OutputBundle) {
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
  /** Adds `fileName`, its CSS and its static imports (and dynamic ones with `dynamic`) that are not initial. */
  const follow = (fileName: string, into: Set<string>, dynamic: boolean) => {
    if (initial.has(fileName) || into.has(fileName)) return;
    const output = chunk(fileName);
    if (!output) return;
    into.add(fileName);
    for (const css of (output as OutputChunk & { viteMetadata?: ChunkMetadata }).viteMetadata?.importedCss ??
      [])
      into.add(css);
    for (const next of dynamic ? [...output.imports, ...output.dynamicImports] : output.imports)
      follow(next, into, dynamic);
  };
  return { chunk, initial, follow };
}

/** Two lists of files as one, each file once, sorted. */
const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();

/**
 * Names the lazy screens' files in index.html, so the app can have the browser fetch and compile them once the
 * first screen is idle, without running any of them before they are opened (ADR 0140); and, apart, the files of
 * the screens' chunks, which the server asks for early with a deep link's page (ADR 0140), and those of the first
 * one alone (the product and the bag), asked for instead at their addresses (ADR 0140), as those of the chunks up to
 * the order details' or the checkout's are at theirs (ADR 0177) and the club home's at its own.
 */
export function lazyChunkHints(): Plugin {
  return {
    name: 'comanda:lazy-chunk-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk || !context.filename.endsWith('index.html')) return html;
        const entry = context.chunk as OutputChunk;
        const bundle = context.bundle as OutputBundle;
        const orderScreens = lazyChunkFiles(entry, bundle, SCREENS_MODULE);
        // each of the nested chunks is imported through the ones before it, whose files it needs too
        const orderDetailsScreens = union(orderScreens, lazyChunkFiles(entry, bundle, ORDER_DETAILS_MODULE));
        const checkoutScreens = union(
          orderDetailsScreens,
          lazyChunkFiles(entry, bundle, CHECKOUT_SCREENS_MODULE),
        );
        const otherScreens = lazyChunkFiles(entry, bundle, OTHER_SCREENS_MODULE);
        const meta = (name: string, files: string[]): HtmlTagDescriptor => ({
          tag: 'meta',
          attrs: { name, content: files.map((file) => `/${file}`).join(' ') },
          injectTo: 'head',
        });
        return {
          html,
          tags: [
            meta(LAZY_CHUNKS_META, lazyFiles(entry, bundle)),
            meta(SCREENS_CHUNK_META, union(checkoutScreens, otherScreens)),
            meta(ORDER_SCREENS_META, orderScreens),
            meta(ORDER_DETAILS_SCREENS_META, orderDetailsScreens),
            meta(CHECKOUT_SCREENS_META, checkoutScreens),
            meta(CLUB_SCREENS_META, lazyChunkFiles(entry, bundle, CLUB_HOME_MODULE)),
          ],
        };
      },
    },
  };
}
