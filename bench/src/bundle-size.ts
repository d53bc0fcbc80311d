import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleResult {
  files: number;
  jsGzip: number;
  cssGzip: number;
}

const webDist = new URL('../../apps/web/dist/', import.meta.url).pathname;

/**
 * Gzip bytes of the JS and CSS the menu route loads before it can paint: what index.html loads and preloads
 * (the menu is the home screen and lives in the entry). Lazy routes preloaded after first paint don't count.
 * `dist` is the web build's output folder (scripts/first-load-budget.mjs builds into a temporary one).
 */
export function menuRouteBundle(dist = webDist): BundleResult {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${dist} has no index.html: run npm run build first`);
  const html = readFileSync(indexFile, 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!),
  );
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) cssGzip += size;
    else jsGzip += size;
  }
  return { files: files.size, jsGzip, cssGzip };
}
