/** Where the maps take their tiles from: the server's MAP_TILE_URL / MAP_TILE_ATTRIBUTION, set in the page head. */
export interface MapTiles {
  /** A Leaflet tile URL template with {z}, {x} and {y}. */
  url: string;
  /** Plain text credited on the map. */
  attribution: string;
}

export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© Colaboradores do OpenStreetMap',
};

function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : undefined;
}

/** The tile settings the server put in the page, or OpenStreetMap's when the page has none (the dev server). */
export function readMapTiles(): MapTiles {
  return {
    url: meta('map-tile-url') ?? DEFAULT_MAP_TILES.url,
    attribution: meta('map-tile-attribution') ?? DEFAULT_MAP_TILES.attribution,
  };
}
