/** Where the web app's maps take their tiles from (MAP_TILE_URL / MAP_TILE_ATTRIBUTION). */
export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * The CSP `img-src` source that lets the browser load the tiles: the template's origin, with a Leaflet
 * `{s}` subdomain placeholder widened to a wildcard host (`https://{s}.tile.example` → `https://*.tile.example`).
 */
export function tileImageSource(url: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(url);
  if (!match?.[1]) throw new Error(`invalid map tile URL: ${url}`);
  return match[1].replace(/\{s\}/g, '*');
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The app's page with the tile settings as `<meta>` tags, so one server setting reaches the built app without a
 * rebuild (apps/web/src/lib/map-tiles.ts reads them).
 */
export function withMapTiles(html: Buffer, tiles: MapTiles): Buffer {
  const tags =
    `<meta name="map-tile-url" content="${escapeAttribute(tiles.url)}">` +
    `<meta name="map-tile-attribution" content="${escapeAttribute(tiles.attribution)}">`;
  const page = html.toString('utf8');
  const at = page.indexOf('</head>');
  return Buffer.from(at >= 0 ? `${page.slice(0, at)}${tags}${page.slice(at)}` : `${tags}${page}`, 'utf8');
}
