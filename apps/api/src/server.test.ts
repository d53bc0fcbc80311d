import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverFile = new URL('./server.ts', import.meta.url).pathname;

function startServer(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { ...base, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<unknown>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 240 && !done; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('starts on an empty data directory, seeds it, serves the menu and shuts down cleanly on SIGTERM', async () => {
    const port = 3400 + Math.floor(Math.random() * 400);
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-server-'));
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '4000' });
    await waitForHealth(port, server.exited);
    const status = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
    expect(await status('/api/pronto')).toBe(200);
    const menu = (await (await fetch(`http://127.0.0.1:${port}/api/cardapio?marcaId=4`)).json()) as {
      data: { cardapio: { categorias: unknown[] } };
    };
    expect(menu.data.cardapio.categorias.length).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    // draining: the balancer is told (readiness 503) while the process still answers everything else
    await expect.poll(() => status('/api/pronto'), { interval: 50, timeout: 3000 }).toBe(503);
    expect(await status('/api/vivo')).toBe(200);
    expect(await status('/api/cardapio?marcaId=4')).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('draining: readiness is now false');
  }, 90_000);

  it('refuses to start with a bad setting and names it', async () => {
    const server = startServer({ PORT: 'oitenta' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT:/);
  }, 30_000);
});
