// Prints the gzip size of the JS and CSS the first screen loads: the entry script, every chunk index.html
// preloads, and the stylesheets. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);

let total = 0;
for (const asset of new Set(assets)) {
  const size = gzipSync(readFileSync(join(dist, asset))).length;
  total += size;
  console.info(`${(size / 1024).toFixed(1).padStart(7)} KB  ${asset}`);
}
console.info(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip (budget 150 KB)`);
