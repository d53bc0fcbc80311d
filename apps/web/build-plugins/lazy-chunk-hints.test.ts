import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformResult, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_SCREENS_META,
  CLUB_SCREENS_META,
  ORDER_DETAILS_SCREENS_META,
  ORDER_SCREENS_META,
  SCREENS_CHUNK_META,
} from '../../../packages/contract/src/menu/first-screen.ts';
import { LAZY_CHUNKS_META } from '../src/app/prefetch-lazy-screens.ts';
import { lazyChunkFiles, lazyChunkHints, lazyFiles } from './lazy-chunk-hints.ts';

type OutputChunk = Rollup.OutputChunk;
type OutputBundle = Rollup.OutputBundle;

/** The parts of a Rollup output chunk (with Vite's metadata) that the plugin reads. */
function chunk(
  fileName: string,
  links: { imports?: string[]; dynamicImports?: string[]; css?: string[]; facade?: string } = {},
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: links.facade ?? null,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(links.css ?? []), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

function bundleOf(...outputs: OutputChunk[]): OutputBundle {
  const bundle: Record<string, unknown> = {
    'assets/logo-1f.svg': { type: 'asset', fileName: 'assets/logo-1f.svg', source: '<svg/>' },
    'assets/index-9a.css': { type: 'asset', fileName: 'assets/index-9a.css', source: '' },
  };
  for (const output of outputs) bundle[output.fileName] = output;
  return bundle as OutputBundle;
}

// index → vendor (static); index ⇢ sacola, conta, vendor (dynamic); vendor ⇢ mapa; sacola → vendor, comum;
// sacola ⇢ pagamento, detalhes; pagamento → comum, ⇢ sacola (a cycle); detalhes → comum, ⇢ finalizar;
// finalizar → detalhes; conta → comum; operador is another page's entry.
const entry = chunk('assets/index-01.js', {
  imports: ['assets/vendor-02.js'],
  dynamicImports: ['assets/sacola-03.js', 'assets/conta-04.js', 'assets/vendor-02.js'],
  css: ['assets/index-9a.css'],
});
const bundle = bundleOf(
  entry,
  chunk('assets/vendor-02.js', { dynamicImports: ['assets/mapa-07.js'] }),
  chunk('assets/sacola-03.js', {
    facade: '/app/apps/web/src/app/screens.ts',
    imports: ['assets/vendor-02.js', 'assets/comum-05.js'],
    dynamicImports: ['assets/pagamento-06.js', 'fora-do-pacote.js', 'assets/detalhes-0b.js'],
    css: ['assets/sacola-03.css'],
  }),
  chunk('assets/detalhes-0b.js', {
    facade: '/app/apps/web/src/app/order-details-screens.ts',
    imports: ['assets/comum-05.js'],
    dynamicImports: ['assets/finalizar-0a.js'],
  }),
  chunk('assets/finalizar-0a.js', {
    facade: '/app/apps/web/src/app/checkout-screens.ts',
    imports: ['assets/detalhes-0b.js'],
    css: ['assets/finalizar-0a.css'],
  }),
  chunk('assets/conta-04.js', {
    facade: '/app/apps/web/src/app/other-screens.ts',
    imports: ['assets/comum-05.js'],
    css: ['assets/conta-04.css'],
  }),
  chunk('assets/comum-05.js', { css: ['assets/comum-05.css'] }),
  chunk('assets/pagamento-06.js', {
    imports: ['assets/comum-05.js'],
    dynamicImports: ['assets/sacola-03.js'],
  }),
  chunk('assets/mapa-07.js', { css: ['assets/leaflet-07.css'] }),
  chunk('assets/operador-08.js', {
    dynamicImports: ['assets/painel-09.js'],
    css: ['assets/operador-08.css'],
  }),
  chunk('assets/painel-09.js'),
);

describe('lazyFiles', () => {
  it('lists every JS and CSS file reachable through a dynamic import, sorted, each once', () => {
    expect(lazyFiles(entry, bundle)).toEqual([
      'assets/comum-05.css',
      'assets/comum-05.js',
      'assets/conta-04.css',
      'assets/conta-04.js',
      'assets/detalhes-0b.js',
      'assets/finalizar-0a.css',
      'assets/finalizar-0a.js',
      'assets/leaflet-07.css',
      'assets/mapa-07.js',
      'assets/pagamento-06.js',
      'assets/sacola-03.css',
      'assets/sacola-03.js',
    ]);
  });

  it("leaves out what the entry's first load already brings, assets, and other pages' files", () => {
    const files = lazyFiles(entry, bundle);
    for (const file of [
      'assets/index-01.js',
      'assets/vendor-02.js',
      'assets/index-9a.css',
      'assets/logo-1f.svg',
      'assets/operador-08.js',
      'assets/painel-09.js',
      'assets/operador-08.css',
      'fora-do-pacote.js',
    ])
      expect(files).not.toContain(file);
    expect(new Set(files).size).toBe(files.length);
  });

  it('is empty for an entry with no dynamic import', () => {
    const alone = chunk('assets/index-01.js', { imports: ['assets/vendor-02.js'] });
    expect(lazyFiles(alone, bundleOf(alone, chunk('assets/vendor-02.js')))).toEqual([]);
  });

  it("follows another page's entry from that entry", () => {
    const operator = bundle['assets/operador-08.js'] as OutputChunk;
    expect(lazyFiles(operator, bundle)).toEqual(['assets/painel-09.js']);
  });
});

describe('lazyChunkFiles', () => {
  it('lists the chunk built from the module, its static imports and their CSS, minus the first load', () => {
    expect(lazyChunkFiles(entry, bundle, '/src/app/screens.ts')).toEqual([
      'assets/comum-05.css',
      'assets/comum-05.js',
      'assets/sacola-03.css',
      'assets/sacola-03.js',
    ]);
  });

  it('is empty when no chunk is built from that module', () => {
    expect(lazyChunkFiles(entry, bundle, '/src/app/nada.ts')).toEqual([]);
  });
});

describe('lazyChunkHints', () => {
  const plugin = lazyChunkHints();
  const transform = plugin.transformIndexHtml as {
    order: string;
    handler: (html: string, context: IndexHtmlTransformContext) => IndexHtmlTransformResult;
  };
  const html = '<!doctype html><html><head></head><body></body></html>';
  const context = (filename: string, withBundle = true) =>
    ({
      path: `/${filename.split('/').pop()}`,
      filename,
      ...(withBundle ? { bundle, chunk: entry } : {}),
    }) as unknown as IndexHtmlTransformContext;

  it('runs on builds only, after the other HTML transforms', () => {
    expect(plugin.apply).toBe('build');
    expect(transform.order).toBe('post');
  });

  it("names the lazy files in a meta tag of index.html's head, as root paths", () => {
    const result = transform.handler(html, context('/app/apps/web/index.html')) as {
      html: string;
      tags: HtmlTagDescriptor[];
    };
    expect(result.html).toBe(html);
    expect(result.tags).toEqual([
      {
        tag: 'meta',
        attrs: {
          name: LAZY_CHUNKS_META,
          content: lazyFiles(entry, bundle)
            .map((file) => `/${file}`)
            .join(' '),
        },
        injectTo: 'head',
      },
      {
        // the four lazy screens' chunks, each file once
        tag: 'meta',
        attrs: {
          name: SCREENS_CHUNK_META,
          content:
            '/assets/comum-05.css /assets/comum-05.js /assets/conta-04.css /assets/conta-04.js /assets/detalhes-0b.js ' +
            '/assets/finalizar-0a.css /assets/finalizar-0a.js /assets/sacola-03.css /assets/sacola-03.js',
        },
        injectTo: 'head',
      },
      {
        tag: 'meta',
        attrs: {
          name: ORDER_SCREENS_META,
          content: '/assets/comum-05.css /assets/comum-05.js /assets/sacola-03.css /assets/sacola-03.js',
        },
        injectTo: 'head',
      },
      {
        // the order details' chunk and the first one, through which it is imported
        tag: 'meta',
        attrs: {
          name: ORDER_DETAILS_SCREENS_META,
          content:
            '/assets/comum-05.css /assets/comum-05.js /assets/detalhes-0b.js /assets/sacola-03.css /assets/sacola-03.js',
        },
        injectTo: 'head',
      },
      {
        // the checkout's chunk and the two before it
        tag: 'meta',
        attrs: {
          name: CHECKOUT_SCREENS_META,
          content:
            '/assets/comum-05.css /assets/comum-05.js /assets/detalhes-0b.js /assets/finalizar-0a.css ' +
            '/assets/finalizar-0a.js /assets/sacola-03.css /assets/sacola-03.js',
        },
        injectTo: 'head',
      },
      // this bundle has no club home chunk: the server then treats its address as any other deep link
      { tag: 'meta', attrs: { name: CLUB_SCREENS_META, content: '' }, injectTo: 'head' },
    ]);
    expect((result.tags[0]!.attrs as { content: string }).content.split(' ')).toHaveLength(12);
  });

  it('leaves other pages, and the dev server, alone', () => {
    expect(transform.handler(html, context('/app/apps/web/operador.html'))).toBe(html);
    expect(transform.handler(html, context('/app/apps/web/index.html', false))).toBe(html);
  });
});
