import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atFileEnd } from '../testing/file-end.ts';

/** A process of this package started by a test: its exit code once it ends, and everything it printed. */
export interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

export const serverFile = new URL('../server.ts', import.meta.url).pathname;
export const catalogCliFile = new URL('../catalog/cli.ts', import.meta.url).pathname;

/** A new empty directory under the system's temporary one, removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  atFileEnd(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs an entry point of this package in its own Node process: a TypeScript source through tsx, a compiled `.js`
 * (dist/) with Node alone, as production runs it. DATABASE_URL is not inherited (PGlite unless `env` sets it);
 * processes still running when the test file ends are killed.
 */
export function runProcess(file: string, args: string[], env: Record<string, string>): Running {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, file, ...args], {
    env: { ...base, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  atFileEnd(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { child, exited, output: () => output };
}

/** A port for a test server, away from the ones other test files pick. */
export const testPort = () => 3800 + Math.floor(Math.random() * 1000);

/**
 * Resolves once the server answers /api/health; fails if it exits first or takes `seconds` (a minute), saying what
 * the last attempt got.
 */
export async function waitForHealth(port: number, server: Running, seconds = 60): Promise<void> {
  let done = false;
  void server.exited.then(() => (done = true));
  const deadline = Date.now() + seconds * 1000;
  let last = 'no answer yet';
  while (Date.now() < deadline && !done) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(5000),
      });
      if (answer.ok) return;
      last = `HTTP ${answer.status}: ${await answer.text()}`;
    } catch (error) {
      last = String((error as { cause?: unknown }).cause ?? error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `server on port ${port} did not become healthy (last attempt: ${last}):\n${server.output()}`,
  );
}
