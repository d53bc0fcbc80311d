import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.ts';
import { catalogCliFile, runProcess, serverFile, tempDir, testPort, waitForHealth } from './testing.ts';

const catalogFile = new URL('../../catalog/hanami-sushi.json', import.meta.url).pathname;

describe('a PGlite data directory is open in one process at a time', () => {
  it('refuses a second server and the catalogue import, and a lock left by kill -9 does not block the next start', async () => {
    const dataDir = tempDir('comanda-lock-server');
    const port = testPort();
    const first = runProcess(serverFile, [], { PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, first);

    const inUse = `DATA_DIR ${dataDir} is in use by another Comanda process (pid ${first.child.pid}); stop it or choose another DATA_DIR.`;
    const second = runProcess(serverFile, [], { PORT: String(port + 1), DATA_DIR: dataDir });
    const started = waitForHealth(port + 1, second).then(() => 'the second server started');
    expect(await Promise.race([second.exited, started])).toBe(1);
    expect(second.output()).toContain(inUse);
    const importer = runProcess(catalogCliFile, [catalogFile], { DATA_DIR: dataDir });
    expect(await importer.exited).toBe(1);
    expect(importer.output()).toContain(inUse);
    // The first server never noticed.
    expect((await fetch(`http://127.0.0.1:${port}/api/cardapio?marcaId=4`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const third = runProcess(serverFile, [], { PORT: String(port + 2), DATA_DIR: dataDir });
    await waitForHealth(port + 2, third);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(third.child.pid);
    const menu = await fetch(`http://127.0.0.1:${port + 2}/api/cardapio?marcaId=4`);
    expect(menu.status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // With the server stopped, the import opens the directory.
    const afterStop = runProcess(catalogCliFile, [catalogFile], { DATA_DIR: dataDir });
    expect(await afterStop.exited, afterStop.output()).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
