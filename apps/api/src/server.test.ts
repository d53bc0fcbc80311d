import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runProcess, serverFile, tempDir, testPort, waitForHealth } from './db/testing.ts';

const apiFolder = new URL('..', import.meta.url).pathname;

describe('the server process', () => {
  it('starts on an empty data directory, seeds it, serves the menu and shuts down cleanly on SIGTERM', async () => {
    const port = testPort();
    const server = runProcess(serverFile, [], {
      PORT: String(port),
      DATA_DIR: tempDir('comanda-server'),
      SHUTDOWN_DRAIN_MS: '4000',
    });
    await waitForHealth(port, server, 90);
    const status = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
    expect(await status('/api/pronto')).toBe(200);
    const menu = (await (await fetch(`http://127.0.0.1:${port}/api/cardapio?marcaId=4`)).json()) as {
      data: { cardapio: { categorias: unknown[] } };
    };
    expect(menu.data.cardapio.categorias.length).toBeGreaterThan(0);
    // a live stream open (the store's board): it must end when the process stops, not hold the server open
    const key = (await (
      await fetch(`http://127.0.0.1:${port}/api/dev/operador/chave?lojaId=2`, { method: 'POST' })
    ).json()) as { data: { chave: string } };
    const board = await fetch(`http://127.0.0.1:${port}/api/operador/eventos`, {
      headers: { 'x-operator-key': key.data.chave },
    });
    expect(board.status).toBe(200);
    const streamEnded = (async () => {
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of board.body!) text += decoder.decode(chunk, { stream: true });
      return text;
    })();
    server.child.kill('SIGTERM');
    // draining: the balancer is told (readiness 503) while the process still answers everything else
    await expect.poll(() => status('/api/pronto'), { interval: 50, timeout: 3000 }).toBe(503);
    expect(await status('/api/vivo')).toBe(200);
    expect(await status('/api/cardapio?marcaId=4')).toBe(200);
    // the stream ended by the server, and the exit not forced by the shutdown's time limit
    const streamed = await streamEnded;
    // its last word: when to come back, somewhere in 3 to 8 s, so that a process's clients do not all return at once
    const retries = [...streamed.matchAll(/^retry: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(retries.length).toBe(2);
    expect(retries[1]).toBeGreaterThanOrEqual(3000);
    expect(retries[1]).toBeLessThan(8000);
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('killed by timeout');
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('draining: readiness is now false');
  }, 90_000);

  it('refuses to start with a bad setting and names it', async () => {
    const server = runProcess(serverFile, [], { PORT: 'oitenta' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT:/);
  }, 30_000);

  it('runs compiled, with Node alone: migrates and seeds an empty data directory and serves (ADR 0175)', async () => {
    // a build of its own, inside apps/api (where the server finds its migrations), removed afterwards
    const outdir = `dist-test-${process.pid}`;
    execFileSync(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: apiFolder });
    onTestFinished(() => rmSync(`${apiFolder}${outdir}`, { recursive: true, force: true }));
    const port = testPort();
    const compiled = runProcess(`${apiFolder}${outdir}/server.js`, [], {
      PORT: String(port),
      DATA_DIR: tempDir('comanda-compiled'),
    });
    await waitForHealth(port, compiled, 90);
    const menu = (await (await fetch(`http://127.0.0.1:${port}/api/cardapio?marcaId=4`)).json()) as {
      data: { cardapio: { categorias: unknown[] } };
    };
    expect(menu.data.cardapio.categorias.length).toBeGreaterThan(0);
    compiled.child.kill('SIGTERM');
    expect(await compiled.exited).toBe(0);
    expect(compiled.output()).not.toMatch(/tsx|ERR_UNKNOWN_FILE_EXTENSION/);
  }, 90_000);
});
