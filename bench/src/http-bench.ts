import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  bytes: number;
  errors: number;
}

const root = new URL('../../', import.meta.url).pathname;
const ROUNDS = 3;

/** Runs a TypeScript entry point of the repository in a child Node process (its stderr shown here). */
export function start(args: string[], env: Record<string, string>): ChildProcess {
  // TypeScript entry points through tsx; the compiled server (apps/api/dist) with Node alone, as in production
  const loader = args.some((arg) => arg.endsWith('.ts')) ? ['--import', 'tsx'] : [];
  return spawn(process.execPath, [...loader, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

async function load(name: string, url: string, seconds: number): Promise<HttpResult> {
  await autocannon({ url, connections: 20, duration: 2 });
  const r = await autocannon({ url, connections: 20, duration: seconds });
  return {
    name,
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    bytes: Math.round(r.throughput.average / Math.max(r.requests.average, 1)),
    errors: r.errors + r.non2xx,
  };
}

/** GET /api/cardapio on the real server versus a bare Fastify route sending the same bytes: the median round. */
export async function benchMenu(seconds: number): Promise<HttpResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-bench-'));
  const api = start(['apps/api/src/server.ts'], {
    PORT: '3301',
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    COOKIE_SECURE: 'false',
  });
  let bare: ChildProcess | undefined;
  try {
    await waitFor('http://127.0.0.1:3301/api/health');
    const url = 'http://127.0.0.1:3301/api/cardapio?marcaId=4&modalidadeId=DLV';
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const file = join(dir, 'cardapio.json');
    writeFileSync(file, body);
    bare = start(['bench/src/bare-server.ts', file, '3302'], {});
    await waitFor('http://127.0.0.1:3302/bare');
    // Alternate the two in rounds: on a small machine the load generator shares the cores with the servers,
    // so single runs drift; the median of the rounds is what gets reported.
    const rounds: Array<[HttpResult, HttpResult]> = [];
    for (let i = 0; i < ROUNDS; i++) {
      const real = await load('GET /api/cardapio', url, seconds);
      const ceiling = await load('bare Fastify, same bytes', 'http://127.0.0.1:3302/bare', seconds);
      rounds.push([real, ceiling]);
    }
    rounds.sort(
      (a, b) =>
        a[0].requestsPerSecond / a[1].requestsPerSecond - b[0].requestsPerSecond / b[1].requestsPerSecond,
    );
    return rounds[Math.floor(rounds.length / 2)]!;
  } finally {
    api.kill('SIGTERM');
    bare?.kill('SIGTERM');
  }
}
