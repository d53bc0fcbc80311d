import { type Banner, FIRST_SCREEN_DATA_ID, type Menu, type MenuProduct } from '@comanda/contract';
import { BRAND_ID } from '@comanda/domain';
import type { LoadedFirstScreenRenderer } from '../../http/first-screen-renderer.ts';
import { withFirstScreen } from '../../http/first-screen-renderer.ts';
import { JsonBody, type JsonCache } from '../../http/json-cache.ts';
import type { MenuService } from './service.ts';

/** The paths that open the menu, the home screen: the page the server sends for them carries its first screen. */
export const FIRST_SCREEN_PATHS = ['/', '/tabs', '/tabs/cardapio', '/cardapio'] as const;

/** JSON placed in HTML: no `<` (so no `</script>`) and no line separators that would end it early. */
function inHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The app's page with the first screen of the brand's default menu inside (ADR 0140): the answers of GET
 * cardapio, buscar_kit_delivery and banners as the API sends them, in a JSON element the app reads before its first
 * render, and the first banner's and first kit's images preloaded, so the largest paint waits for no request made
 * by script. Built once per menu-cache period, compressed once.
 */
export function firstScreenPage(options: {
  indexHtml: Buffer;
  menu: MenuService;
  /** The storefront's banners: the banners module's service, named by its shape (that module imports this one). */
  banners: { list(brandId: number, storeId: number | undefined): Promise<Banner[]> };
  cache: JsonCache;
  /** The web build's first-screen module: the screen rendered into the page, painted before the app runs. */
  renderer?: LoadedFirstScreenRenderer | null;
}): () => Promise<JsonBody> {
  const page = options.indexHtml.toString('utf8');
  return () =>
    options.cache.body(`first-screen:${BRAND_ID}`, async () => {
      const [menu, kits, banners] = await Promise.all([
        options.menu.menuBody(BRAND_ID, undefined),
        options.menu.kitsBody(BRAND_ID, undefined),
        options.banners.list(BRAND_ID, undefined),
      ]);
      const kitList = (JSON.parse(kits.raw.toString('utf8')) as { data: MenuProduct[] }).data;
      const firstKit = kitList[0];
      const images = [banners[0]?.imagem, firstKit?.imagem].filter((src): src is string => Boolean(src));
      const preloads = images
        .map((src) => `<link rel="preload" as="image" href="${attribute(src)}" fetchpriority="high">`)
        .join('');
      const data = inHtml(
        `{"cardapio":${menu.raw},"buscar_kit_delivery":${kits.raw},"banners":${JSON.stringify({ status: 'success', data: banners })}}`,
      );
      // functions, not strings, as replacements: a `$&` or `$'` in a product's name is text, not a pattern
      const withData = page
        .replace('</head>', () => `${preloads}</head>`)
        .replace(
          '</body>',
          () => `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${data}</script></body>`,
        );
      // the copy after the data: read by the parser before the copy is painted, not in a task after that paint
      const html = options.renderer
        ? withFirstScreen(withData, options.renderer, {
            cardapio: (JSON.parse(menu.raw.toString('utf8')) as { data: { cardapio: Menu } }).data.cardapio,
            kits: kitList,
            banners,
          })
        : withData;
      return new JsonBody(Buffer.from(html), 'text/html; charset=utf-8');
    });
}
