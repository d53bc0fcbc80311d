import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * GET /api/tag's scripts are configured by the server's environment (TAG_MANAGER_URL …, ADR 0172). The suite's own
 * server has none, so every other spec runs as a brand without third parties; tests/third-party.spec.ts starts a
 * second server whose scripts come from a second local origin that the spec serves itself.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const runDir = () => process.env.E2E_DATA_DIR ?? tmpdir();

/** The dummy scripts: each leaves a mark the spec reads (the tag manager, what the data layer held when it ran). */
const SCRIPTS: Record<string, string> = {
  '/gtm.js': 'window.tagManagerSaw = (window.dataLayer || []).map(function (e) { return e.event; });',
  '/fingerprint.js': 'window.fingerprintRan = true;',
  '/snippet.js':
    'window.zendeskCalls = []; window.zE = function () { window.zendeskCalls.push([].slice.call(arguments)); };',
};

export interface ThirdPartyOrigin {
  origin: string;
  /** The paths asked of it, in order. */
  asked: string[];
  close: () => Promise<void>;
}

/** The brand's "third party": a plain HTTP server on another port, serving the dummy scripts. */
export async function serveThirdPartyOrigin(port: number): Promise<ThirdPartyOrigin> {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    asked.push(path);
    const script = SCRIPTS[path];
    response.writeHead(script === undefined ? 404 : 200, {
      'content-type': 'text/javascript',
      'cache-control': 'no-store',
    });
    response.end(script ?? '');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitForHealth(origin: string, server: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the third-party server stopped:\n${errors()}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the third-party server did not answer in time:\n${errors()}`);
}

/**
 * Starts the API at `port` with the three scripts at `scriptsOrigin`, serving the suite's web build. Its data
 * directory is the run's own and kept between the two projects: the second start reopens it instead of migrating and
 * seeding again.
 */
export async function startThirdPartyServer(
  port: number,
  scriptsOrigin: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const dataDir = join(runDir(), 'terceiros');
  mkdirSync(dataDir, { recursive: true });
  const server = spawn('npm', ['run', 'start', '-w', '@comanda/api'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_CATALOG: join(runDir(), 'catalog.json'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      TAG_MANAGER_URL: `${scriptsOrigin}/gtm.js?id=GTM-E2E`,
      FRAUD_FINGERPRINT_URL: `${scriptsOrigin}/fingerprint.js`,
      SUPPORT_WIDGET_ZENDESK_KEY: 'e2e-zendesk-key',
      SUPPORT_WIDGET_ZENDESK_URL: `${scriptsOrigin}/snippet.js`,
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
