#!/usr/bin/env node
// `npm test`: every suite (unit + coverage, API on PGlite and on PostgreSQL when DATABASE_URL is set,
// e2e in Chromium against the production build), then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = mkdtempSync(join(tmpdir(), 'comanda-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];

function run(label, command, args, env = process.env) {
  console.info(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

/**
 * Runs a command beside others, its output prefixed with `[tag]` line by line so the interleaved logs stay readable;
 * resolves with whether it passed.
 */
function runBeside(label, tag, command, args, env) {
  console.info(`\n━━ ${label} (its lines start with [${tag}]) ━━`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${tag}] ${line}\n`);
      });
      stream.on('end', () => {
        if (partial) process.stdout.write(`[${tag}] ${partial}\n`);
      });
    }
    child.on('close', (code) => {
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const suite of r.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'failed')
        failedTests.push(`${suite.name.replace(process.cwd(), '.')} › ${t.fullName}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed'))
      failedTests.push(
        `${suite.name.replace(process.cwd(), '.')}: ${suite.message?.split('\n')[0] ?? 'failed'}`,
      );
  }
}

function failedSpecs(suites, trail = []) {
  for (const s of suites ?? []) {
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected')
          failedTests.push(`${[...trail, s.title, spec.title].join(' › ')} [${t.projectName}]`);
      }
    }
    failedSpecs(s.suites, [...trail, s.title]);
  }
}

/**
 * Debian packages the suite uses: Chromium for the e2e suite, HAProxy for the deployment checks (deploy/). Installed
 * with apt-get when running as root; otherwise the run stops saying how to install them.
 */
const PACKAGES = [
  {
    binary: CHROMIUM,
    packages: ['chromium', 'fonts-noto-core'],
    usedBy: 'The e2e suite',
    or: ' (or set CHROMIUM_PATH to a Chromium binary)',
  },
  {
    binary: '/usr/sbin/haproxy',
    packages: ['haproxy'],
    usedBy: 'The deployment checks (deploy/haproxy.cfg)',
    or: '',
  },
];

function ensurePackages() {
  const missing = PACKAGES.filter((p) => !existsSync(p.binary));
  if (missing.length === 0) return true;
  const names = missing.flatMap((p) => p.packages);
  if (process.getuid?.() === 0) {
    console.info(`Installing Debian's ${names.join(', ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
  }
  const still = PACKAGES.filter((p) => !existsSync(p.binary));
  for (const p of still)
    console.error(
      `${p.usedBy} needs ${p.binary}. Install it with: sudo apt-get install ${p.packages.join(' ')}${p.or}, then run npm test again.`,
    );
  return still.length === 0;
}

const vitest = (label, file, args, env) =>
  run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  ) || true;

const packagesReady = ensurePackages();
if (!packagesReady) failures.push('debian packages');
const chromiumReady = existsSync(CHROMIUM);

const unit = join(out, 'unit.json');
vitest('unit: domain (with coverage), contract, web', unit, [
  '--project',
  'domain',
  '--project',
  'contract',
  '--project',
  'web',
  '--coverage',
]);
countVitest(unit);

// The two API passes run side by side: the PostgreSQL one spends much of its time waiting on the server, and every
// test file has a database of its own (PGlite in memory, or one created per file on PostgreSQL).
const { DATABASE_URL, ...withoutDatabase } = process.env;
const vitestArgs = (file) => [
  'vitest',
  'run',
  '--project',
  'api',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];
const apiPglite = join(out, 'api-pglite.json');
const apiPg = join(out, 'api-postgres.json');
await Promise.all([
  runBeside('api on embedded PGlite', 'pglite', 'npx', vitestArgs(apiPglite), withoutDatabase),
  ...(DATABASE_URL
    ? [runBeside('api on PostgreSQL (DATABASE_URL)', 'postgres', 'npx', vitestArgs(apiPg), process.env)]
    : []),
]);
countVitest(apiPglite);
if (DATABASE_URL) countVitest(apiPg);

// Drill 2, short (docs/operations.md, "Drills"): HAProxy + 3 compiled API processes on this PostgreSQL server and
// the local Redis, one killed -9 and restarted under load; fails on any order lost, doubled or half-applied.
if (DATABASE_URL) {
  const server = new URL(DATABASE_URL);
  server.pathname = '/postgres';
  run(
    'drill 2, short: a process killed -9 under load, on PostgreSQL',
    'npx',
    ['tsx', 'bench/src/drills/run.ts', 'kill', '--short'],
    {
      ...withoutDatabase,
      BENCH_POSTGRES_URL: server.toString(),
    },
  );
}

if (chromiumReady && run('web production build', 'npm', ['run', 'build', '-w', '@comanda/web'])) {
  const e2eJson = join(out, 'e2e.json');
  run(
    'e2e in Chromium (mobile 390x844, desktop 1280x800)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      ...withoutDatabase,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  );
  if (existsSync(e2eJson)) {
    const { stats, suites } = JSON.parse(readFileSync(e2eJson, 'utf8'));
    failedSpecs(suites);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
}

if (failures.length) console.error(`\nFailed: ${failures.join(', ')}`);
for (const name of failedTests) console.error(`  ✗ ${name}`);
console.info(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
