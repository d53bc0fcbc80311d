import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the nearest package.json above `from` that names the API (`@comanda/api`). */
function apiFolderAbove(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@comanda/api'
    )
      return dir;
    if (dirname(dir) === dir) throw new Error(`no @comanda/api package.json above ${from}`);
  }
}

/**
 * The API's package folder (apps/api), found by walking up from this module: the same answer whether the server runs
 * from its TypeScript source (src/config/) or from the compiled bundle (dist/), so the migrations and the defaults
 * below are found from either.
 */
export const apiRoot = apiFolderAbove(dirname(fileURLToPath(import.meta.url)));

/** The repository root: defaults for data, the web build and the demo catalogue are found from here. */
export const projectRoot = resolve(apiRoot, '../..');
