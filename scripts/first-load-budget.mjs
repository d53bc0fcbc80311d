#!/usr/bin/env node
// The last step of `npm run check`: the menu route's first load (the JS and CSS index.html loads, gzip -9, measured
// by the bench's menuRouteBundle) against DESIGN.md's budget. It builds the web app into a temporary folder, never
// apps/web/dist; `--dist <folder>` measures a build already made instead. Run through tsx (the bench is TypeScript).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { menuRouteBundle } from '../bench/src/bundle-size.ts';

/** DESIGN.md, Performance budgets: initial JS + CSS of the menu route ≤ 150 KB gzip (KB of 1024 bytes). */
const BUDGET_BYTES = 150 * 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function buildIntoTemporaryFolder() {
  const dist = mkdtempSync(join(tmpdir(), 'comanda-first-load-'));
  const web = new URL('../apps/web/', import.meta.url).pathname;
  const args = ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'];
  const build = spawnSync('npx', args, { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    rmSync(dist, { recursive: true, force: true });
    console.error('first-load budget: the web build failed (see above)');
    process.exit(1);
  }
  return dist;
}

const distFlag = process.argv.indexOf('--dist');
const given = distFlag > 0 ? process.argv[distFlag + 1] : undefined;
const dist = given ?? buildIntoTemporaryFolder();
let bundle;
try {
  bundle = menuRouteBundle(dist.endsWith('/') ? dist : `${dist}/`);
} finally {
  if (!given) rmSync(dist, { recursive: true, force: true });
}

const total = bundle.jsGzip + bundle.cssGzip;
const figure = `${kb(total)} gzip in ${bundle.files} files (JS ${kb(bundle.jsGzip)}, CSS ${kb(bundle.cssGzip)})`;
if (total > BUDGET_BYTES) {
  console.error(
    `First load of the menu route: ${figure}, over the ${kb(BUDGET_BYTES)} budget by ${kb(total - BUDGET_BYTES)}.\n` +
      'Something the first screen does not need reached index.html (see docs/web.md, "The first load").',
  );
  process.exit(1);
}
console.info(`First load of the menu route: ${figure}; budget ${kb(BUDGET_BYTES)}.`);
