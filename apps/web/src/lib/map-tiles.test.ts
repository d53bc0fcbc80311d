import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES, readMapTiles } from './map-tiles.ts';

afterEach(() => {
  for (const tag of document.head.querySelectorAll('meta[name^="map-tile"]')) tag.remove();
});

function addMeta(name: string, content: string) {
  const tag = document.createElement('meta');
  tag.name = name;
  tag.content = content;
  document.head.append(tag);
}

describe('readMapTiles', () => {
  it('uses OpenStreetMap when the page carries no settings', () => {
    expect(readMapTiles()).toEqual(DEFAULT_MAP_TILES);
  });

  it('reads the settings the server put in the page head', () => {
    addMeta('map-tile-url', 'https://tiles.example/{z}/{x}/{y}.png');
    addMeta('map-tile-attribution', '© Mapas Exemplo');
    expect(readMapTiles()).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Mapas Exemplo',
    });
  });

  it('ignores empty settings', () => {
    addMeta('map-tile-url', '  ');
    expect(readMapTiles().url).toBe(DEFAULT_MAP_TILES.url);
  });
});
