import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDIS_DOWN_LOG, REDIS_UP_LOG } from './providers/redis/index.ts';
import { closedPort, throwawayRedis, waitUntil } from './testing/redis-server.ts';

const serverFile = new URL('./server.ts', import.meta.url).pathname;

function startServer(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { ...base, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** The pino lines of this process, parsed. */
  const logs = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{') && line.endsWith('}'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { child, exited, logs, stderr: () => stderr };
}

const redis = await throwawayRedis();

describe('the server process without Redis', () => {
  it('serves with in-process limits and logs each Redis state change once', async () => {
    const port = await closedPort();
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-server-redis-'));
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      RATE_LIMIT_MAX: '3',
    });
    const base = `http://127.0.0.1:${port}`;
    const health = async () => {
      const res = await fetch(`${base}/api/health`);
      return {
        status: res.status,
        body: (await res.json()) as { data?: { dependencies?: { redis?: string } } },
      };
    };
    const said = (msg: string) => server.logs().filter((line) => line.msg === msg);
    try {
      await waitUntil('the server', async () => (await health().catch(() => null))?.status === 200, 60_000);
      const down = await health();
      expect(down.body.data?.dependencies?.redis).toBe('indisponivel');

      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(`${base}/api/banners?marcaId=4`)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);

      // Several reconnection attempts later, still one warning.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(said(REDIS_DOWN_LOG)).toHaveLength(1);
      expect(said(REDIS_DOWN_LOG)[0]!.level).toBe(40);
      expect(said(REDIS_UP_LOG)).toHaveLength(0);

      await redis.start();
      await waitUntil('Redis back', async () => (await health()).body.data?.dependencies?.redis === 'ok');
      await waitUntil('the recovery line', async () => said(REDIS_UP_LOG).length > 0);
      expect(said(REDIS_UP_LOG)).toHaveLength(1);
      expect(said(REDIS_UP_LOG)[0]!.level).toBe(30);

      await redis.shutdown();
      await waitUntil(
        'Redis gone',
        async () => (await health()).body.data?.dependencies?.redis === 'indisponivel',
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(said(REDIS_DOWN_LOG)).toHaveLength(2);
      expect(said(REDIS_UP_LOG)).toHaveLength(1);
      expect(server.stderr()).not.toContain('Unhandled error event');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
