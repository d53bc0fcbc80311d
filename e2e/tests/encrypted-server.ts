import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The §7 payload encryption needs a web build made with VITE_PAYLOAD_ENCRYPTION=on and a server started with
 * PAYLOAD_ENCRYPTION=on (docs/security.md). The suite's own server and build are neither, so tests/encryption.spec.ts
 * starts a second server, on a fresh data directory, serving that build.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const runDir = () => process.env.E2E_DATA_DIR ?? tmpdir();
const READY = '.e2e-ready';

/**
 * The web app built with VITE_PAYLOAD_ENCRYPTION=on: E2E_ENCRYPTED_WEB_DIST when given (a build made beforehand),
 * else built once per run into the run's data folder (one `vite build`, some 10 s) and shared by both projects.
 */
export function encryptedWebBuild(): string {
  const given = process.env.E2E_ENCRYPTED_WEB_DIST;
  if (given) return given;
  const dist = join(runDir(), 'web-cifrado');
  if (existsSync(join(dist, READY))) return dist;
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: join(repoRoot, 'apps/web'),
      env: { ...process.env, VITE_PAYLOAD_ENCRYPTION: 'on' },
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the encrypted web build failed:\n${build.stderr}`);
  writeFileSync(join(dist, READY), '');
  return dist;
}

async function waitForHealth(origin: string, server: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the encrypted server stopped:\n${errors()}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the encrypted server did not answer in time:\n${errors()}`);
}

/**
 * Starts the API with PAYLOAD_ENCRYPTION=on at `port`, serving `webDist`, on a brand-new PGlite data directory seeded
 * with the suite's catalogue (playwright.config.ts: the always open store). Answers its origin and how to stop it.
 */
export async function startEncryptedServer(
  port: number,
  webDist: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const server = spawn('npm', ['run', 'start', '-w', '@comanda/api'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(runDir(), 'cifrado-')),
      SEED_CATALOG: join(runDir(), 'catalog.json'),
      WEB_DIST: webDist,
      PAYLOAD_ENCRYPTION: 'on',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_CODE_SENDS_PER_HOUR: '1000',
    },
  });
  let stderr = '';
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null || server.pid === undefined) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    // the server's own process group: npm, tsx and node
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(origin, server, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
