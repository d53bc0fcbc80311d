import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';

const run = promisify(execFile);

/** A TCP port on 127.0.0.1 that nothing listens on (bound once, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls `check` until it returns true; fails with `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface ThrowawayRedis {
  port: number;
  url: string;
  /** Starts redis-server on the port (no persistence) and waits until it accepts connections. */
  start(): Promise<void>;
  /** `redis-cli shutdown nosave`, then waits for the process to exit. */
  shutdown(): Promise<void>;
  /** SIGSTOP: connections stay open, commands get no answer (a stalled server). */
  pause(): void;
  /** SIGCONT after `pause`. */
  resume(): void;
}

/**
 * A private redis-server for tests that take Redis away and bring it back; never the shared one. Killed
 * after the file's tests if still running.
 */
export async function throwawayRedis(): Promise<ThrowawayRedis> {
  const port = await closedPort();
  let child: ChildProcess | null = null;
  let exited: Promise<unknown> = Promise.resolve();

  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    exited = new Promise((resolve) => proc.once('exit', resolve));
    // Also when the test worker ends early (a timed-out hook): never leave a server behind.
    const killOnExit = () => proc.kill('SIGKILL');
    process.once('exit', killOnExit);
    proc.once('exit', () => process.off('exit', killOnExit));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      proc.stdout?.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  };

  const shutdown = async () => {
    if (!child) return;
    await run('redis-cli', ['-p', String(port), 'shutdown', 'nosave']).catch(() => undefined);
    await exited;
    child = null;
  };

  const signal = (name: NodeJS.Signals) => {
    if (!child) throw new Error('redis-server is not running');
    child.kill(name);
  };

  afterAll(async () => {
    const proc = child as ChildProcess | null;
    if (proc && proc.exitCode === null) {
      proc.kill('SIGCONT');
      proc.kill('SIGKILL');
      await exited;
    }
  });

  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    shutdown,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
  };
}
