import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface BundleResult {
  files: number;
  jsGzip: number;
  cssGzip: number;
}

const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;

/**
 * Gzip bytes of the JS and CSS the menu route loads before it can paint: the entry chunk, the menu page
 * chunk, and everything they import statically (Vite's manifest). Lazy routes preloaded later don't count.
 */
export function menuRouteBundle(): BundleResult {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('apps/web/dist has no manifest: run npm run build first');
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const roots = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || /features\/menu\/pages\//.test(key))
    .map(([key]) => key);
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  roots.forEach(visit);
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) cssGzip += size;
    else jsGzip += size;
  }
  return { files: files.size, jsGzip, cssGzip };
}
