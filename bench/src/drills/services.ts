import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server and a Redis of the drill's own, which it may stop and start under load without touching the
 * machine's (drill 4). PostgreSQL from Debian's binaries (initdb, pg_ctl), run as the `postgres` user when the
 * drill runs as root; Redis from redis-server, keeping nothing on disk.
 */
export interface Service {
  /** Its URL: PostgreSQL's `postgres` database, or Redis. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
}

const PG_PORT = 55_432;
const REDIS_PORT = 56_379;

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
}

export function privatePostgres(): Service {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'comanda-drill-pg-'));
  const asRoot = userInfo().uid === 0;
  // PostgreSQL refuses to run as root
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'ignore' })
      : execFileSync(join(bin, command), args, { stdio: 'ignore' });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`;
  const start = async () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function privateRedis(): Service {
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(
        'redis-server',
        ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      child = proc;
      let output = '';
      proc.stdout?.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
    });
  const stop = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
    child = null;
  };
  return { url: `redis://127.0.0.1:${REDIS_PORT}`, start, stop, remove: stop };
}
