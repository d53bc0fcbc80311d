import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

export interface StartupRun {
  how: 'compiled (node dist/server.js)' | 'source (tsx src/server.ts)';
  data: 'empty' | 'seeded';
  /** Spawn → /api/health answering, ms. */
  readyMs: number;
  /** Resident memory once ready (VmRSS), MB. */
  rssMb: number;
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Math.round(Number(line[1]) / 102.4) / 10 : Number.NaN;
};

async function readyAfter(child: ChildProcess, port: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function once(how: StartupRun['how'], dataDir: string, data: StartupRun['data'], port: number) {
  const args =
    how === 'compiled (node dist/server.js)'
      ? ['--enable-source-maps', 'apps/api/dist/server.js']
      : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    const readyMs = await readyAfter(child, port);
    return { how, data, readyMs: Math.round(readyMs), rssMb: rssMb(child.pid!) } satisfies StartupRun;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * One API process's start-up on PGlite: time from spawn to a healthy answer and memory once ready, compiled and from
 * the TypeScript source, on an empty data directory (migrations and the demo catalogue's import) and on a seeded
 * one (a restart). The median of `runs` each.
 */
export async function benchStartup(runs = 3): Promise<StartupRun[]> {
  const built = spawnSync('npm', ['run', 'build', '-w', '@comanda/api'], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('api build failed');
  const results: StartupRun[] = [];
  let port = 3520;
  for (const how of ['compiled (node dist/server.js)', 'source (tsx src/server.ts)'] as const) {
    const samples: Record<StartupRun['data'], StartupRun[]> = { empty: [], seeded: [] };
    for (let i = 0; i < runs; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'comanda-startup-'));
      try {
        samples.empty.push(await once(how, dataDir, 'empty', port++));
        samples.seeded.push(await once(how, dataDir, 'seeded', port++));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    for (const data of ['empty', 'seeded'] as const) {
      const sorted = [...samples[data]].sort((a, b) => a.readyMs - b.readyMs);
      results.push(sorted[Math.floor(sorted.length / 2)]!);
    }
  }
  return results;
}
