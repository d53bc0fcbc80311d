/**
 * The public GET routes of the catalogue the menu reads — the same answer for every customer — which the service
 * worker keeps for offline use (src/sw/offline.ts). Nothing personal is kept.
 */
export const CATALOGUE_PATHS =
  /^\/api\/(cardapio|banners|buscar_kit_delivery|vendas_sugestivas|lojas|restaurantes(\/\d+(\/entrega)?)?)$/;

/** The pictures the app shows (the menu's, the brand's): kept once seen. */
export const PICTURE_PATHS = /^\/img\//;

/** Of the addresses this page has loaded, those the worker keeps: handed to it on the first visit (CACHE_URLS). */
export function offlineUrls(loaded: readonly string[], origin: string): string[] {
  const urls = new Set<string>();
  for (const address of loaded) {
    const url = new URL(address, origin);
    if (url.origin !== origin) continue;
    if (CATALOGUE_PATHS.test(url.pathname) || PICTURE_PATHS.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}
