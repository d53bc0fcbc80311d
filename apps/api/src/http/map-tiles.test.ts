import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { tileImageSource, withMapTiles } from './map-tiles.ts';

describe('map tile settings', () => {
  it('defaults to OpenStreetMap tiles with their attribution', () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    expect(env.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(env.MAP_TILE_ATTRIBUTION).toBe('© Colaboradores do OpenStreetMap');
  });

  it.each([
    'ftp://tiles.example/{z}/{x}/{y}.png',
    'https://tiles.example/{z}/{x}.png',
    'https://tiles.example/tile.png',
    'https://tiles.example/{z}/{x}/{y}.png" onload="x',
  ])('refuses %s naming the variable', (url) => {
    expect(() => loadEnv({ NODE_ENV: 'test', MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
  });

  it('allows the tile origin in img-src, widening a {s} subdomain to a wildcard', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('https://{s}.tiles.example.com:8443/v1/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.com:8443',
    );
  });

  it('puts the settings in the page head, escaped', () => {
    const page = withMapTiles(Buffer.from('<html><head><title>x</title></head><body></body></html>'), {
      url: 'https://t.example/{z}/{x}/{y}.png?a=1&b=2',
      attribution: '© "Mapas" <SA>',
    }).toString();
    expect(page).toContain(
      '<meta name="map-tile-url" content="https://t.example/{z}/{x}/{y}.png?a=1&amp;b=2"><meta name="map-tile-attribution" content="© &quot;Mapas&quot; &lt;SA&gt;"></head>',
    );
  });
});
