import type { Banner } from '../banners/banners.ts';
import type { Menu, MenuProduct } from './menu.ts';

// Kept apart from the menu's schemas: the web app's first load reads this name and needs none of them.
/**
 * The id of the element in which the server sends, inside the menu's page, the answers of GET cardapio,
 * buscar_kit_delivery and banners for the brand's default menu: the first screen needs no request of its own.
 */
export const FIRST_SCREEN_DATA_ID = 'comanda-primeira-tela';

/**
 * The meta element in which the web build names the files of its lazy screens' chunks (the ordering and account
 * screens) that the first load does not bring. The server asks for them with the page of any other address than
 * the menu's, so a deep link (an order, the account) does not wait for the first load to run before its screen's
 * code starts downloading.
 */
export const SCREENS_CHUNK_META = 'comanda-tela-arquivos';

/**
 * The meta element naming the files of the first lazy screens' chunk only: the product and the bag (ADR 0140).
 * With the page of one of ORDER_SCREEN_PATHS the server asks for these, not for every lazy screen.
 */
export const ORDER_SCREENS_META = 'comanda-tela-arquivos-pedido';

/** The addresses whose screens are in the first lazy screens' chunk. */
export const ORDER_SCREEN_PATHS = ['/produto', '/sacola'] as const;

/**
 * The meta element naming the files of the Shinguru club's home (tabs/shinguru), a lazy chunk of its own: with the
 * page of one of CLUB_SCREEN_PATHS the server asks for these instead of every lazy screen.
 */
export const CLUB_SCREENS_META = 'comanda-tela-arquivos-clube';
export const CLUB_SCREEN_PATHS = ['/tabs/shinguru'] as const;
export type OrderScreenPath = (typeof ORDER_SCREEN_PATHS)[number];

/**
 * The meta elements naming the files an order's details and the checkout need: their chunks follow the product's and
 * the bag's, nested, the order details' first (ADR 0177). With the page of one of ORDER_DETAILS_SCREEN_PATHS or
 * CHECKOUT_SCREEN_PATHS the server asks for that list (the chunks before included), not for every lazy screen.
 */
export const ORDER_DETAILS_SCREENS_META = 'comanda-tela-arquivos-detalhes';
export const ORDER_DETAILS_SCREEN_PATHS = ['/tabs/detalhes-pedido'] as const;
export const CHECKOUT_SCREENS_META = 'comanda-tela-arquivos-finalizar';
export const CHECKOUT_SCREEN_PATHS = ['/finalizar-pedido'] as const;

/** The addresses whose page carries the frame of its screen (FirstScreenRenderer.frame). */
export type FramedScreenPath =
  | OrderScreenPath
  | (typeof ORDER_DETAILS_SCREEN_PATHS)[number]
  | (typeof CHECKOUT_SCREEN_PATHS)[number];

/**
 * The first screen of the menu's page, rendered by the server (ADR 0140): the web build writes, beside the app, a
 * module at this path of its output (`FirstScreenRenderer`) that the server imports; it is not served.
 */
export const FIRST_SCREEN_RENDERER_FILE = 'ssr/primeira-tela.mjs';

/** The element of the server's copy of the first screen, removed once the app's own is on screen. */
export const FIRST_SCREEN_COPY_ID = 'comanda-primeira-tela-copia';

/** The template in which the server places the app's script tags, started after the copy's first paint. */
export const APP_SCRIPTS_ID = 'comanda-scripts';

/** The data the first screen is rendered from: the answers of GET cardapio, buscar_kit_delivery and banners. */
export interface FirstScreenData {
  cardapio: Menu;
  kits: MenuProduct[];
  banners: Banner[];
}

/** What the web build's server module exports. */
export interface FirstScreenRenderer {
  /** The copy of the first screen as the app renders it for a visitor (hidden until `script` shows it). */
  render(data: FirstScreenData): string;
  /**
   * The inline script placed right after the copy: shows it to a visitor (not to a returning customer, whose
   * screen differs) and starts the app's scripts from `APP_SCRIPTS_ID`, after the copy's first paint.
   */
  script: string;
  /**
   * The frame of the screen at one of the FramedScreenPath addresses (its top bar, and the outline of what comes
   * under it), sent in that page so that a phone shows it while the app loads (ADR 0140, ADR 0177); the app removes
   * it when its screen is mounted. Absent from older builds.
   */
  frame?: (path: FramedScreenPath) => string;
}

/**
 * The `elementtiming` name of the first screen's largest image (the first kit's): the page's script starts the
 * app's scripts once that image is painted, so they do not compete with it.
 */
export const FIRST_SCREEN_HERO = 'primeira-tela';
