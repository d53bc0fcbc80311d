// Compiles the API for production (ADR 0175): one ES module per command in dist/, our code and the workspace
// packages (@comanda/domain, @comanda/contract) bundled in, the packages of `dependencies` left to node_modules.
// Run: `npm run build -w @comanda/api`; `npm start` runs it before `node dist/server.js`. The output must stay
// inside apps/api: the server finds its migrations from the package.json above it (src/config/paths.ts).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@comanda/'));

const root = new URL('.', import.meta.url).pathname;
// `--outdir <folder inside apps/api>`: a build of its own (a test's), apart from the dist/ a server may be running from
const outFlag = process.argv.indexOf('--outdir');
const outdir = outFlag > 0 ? process.argv[outFlag + 1] : 'dist';
const result = await build({
  entryPoints: {
    server: 'src/server.ts',
    'db-migrate': 'src/db/migrate-cli.ts',
    'catalog-import': 'src/catalog/cli.ts',
    'loyalty-adjust': 'src/modules/loyalty/cli.ts',
    'operator-key': 'src/modules/operators/cli.ts',
    'staff-create': 'src/modules/staff/cli.ts',
  },
  absWorkingDir: root,
  metafile: true,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // every package the API declares stays a package, in node_modules, at its own version
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // stack traces name the source files and functions
  keepNames: true,
  logLevel: 'warning',
  chunkNames: 'chunks/[name]-[hash]',
});

// Written in place, never emptied first: a server running from dist/ keeps finding its files while a command
// (`npm run operator:key` …) builds again beside it; files of earlier builds are removed afterwards.
const written = new Set(Object.keys(result.metafile.outputs));
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
for (const file of files(join(root, outdir))) if (!written.has(relative(root, file))) rmSync(file);
