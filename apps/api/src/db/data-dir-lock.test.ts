import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, type LockHolder, lockDataDir, processStarted } from './data-dir-lock.ts';
import { tempDir } from './testing.ts';

const lockModule = new URL('./data-dir-lock.ts', import.meta.url).pathname;
const freshDir = () => tempDir('comanda-lock');
const writeHolder = (dir: string, holder: LockHolder) =>
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
const readHolder = (dir: string): LockHolder => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

function refusal(call: () => unknown): DataDirInUse {
  try {
    call();
  } catch (error) {
    if (error instanceof DataDirInUse) return error;
    throw error;
  }
  throw new Error('the lock was granted');
}

describe('the data directory lock', () => {
  it('is exclusive until released, and can be taken again after', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readHolder(dir)).toMatchObject({ pid: process.pid, hostname: hostname() });

    const refused = refusal(() => lockDataDir(dir));
    expect(refused.message).toBe(
      `DATA_DIR ${dir} is in use by another Comanda process (pid ${process.pid}); stop it or choose another DATA_DIR.`,
    );

    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lock.release();
    const again = lockDataDir(dir);
    expect(existsSync(again.file)).toBe(true);
    again.release();
  });

  it('creates the directory when it does not exist yet', () => {
    const dir = join(freshDir(), 'novo', 'dados');
    lockDataDir(dir).release();
    expect(existsSync(dir)).toBe(true);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir();
    writeHolder(dir, { pid: deadPid(), hostname: hostname() });
    const lock = lockDataDir(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process', () => {
    const dir = freshDir();
    // This test's own pid is alive, but it did not start at the recorded instant: the pid was reused.
    writeHolder(dir, { pid: process.pid, hostname: hostname(), started: 'outro-boot:1' });
    const lock = lockDataDir(dir);
    expect(readHolder(dir).started).toBe(processStarted(process.pid));
    lock.release();
  });

  it('takes over a damaged lock file', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), '{"pid":');
    lockDataDir(dir).release();
  });

  it('refuses a lock held from another host, which it cannot check, and says how to clear it', () => {
    const dir = freshDir();
    writeHolder(dir, { pid: deadPid(), hostname: 'outro-servidor' });
    const refused = refusal(() => lockDataDir(dir));
    expect(refused.message).toContain(
      `DATA_DIR ${dir} is in use by a Comanda process on host outro-servidor`,
    );
    expect(refused.message).toContain(`delete ${join(dir, LOCK_FILE)}`);
  });

  it('release leaves alone a lock that is no longer this one', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const other = { pid: process.pid, hostname: 'outro-servidor' };
    writeHolder(dir, other);
    lock.release();
    expect(readHolder(dir)).toEqual(other);
  });

  it('of many processes racing for a stale lock, exactly one gets it', async () => {
    const dir = freshDir();
    writeHolder(dir, { pid: deadPid(), hostname: hostname() });
    // The winner holds the lock until every process has tried (its stdin closes then): a process that starts late
    // on a loaded machine must still find it held, not released by a winner that has already finished.
    const script = `
      import { lockDataDir } from ${JSON.stringify(lockModule)};
      while (Date.now() < Number(process.env.START_AT));
      try {
        lockDataDir(process.env.DIR);
        console.log('locked');
        process.stdin.resume();
        await new Promise((r) => process.stdin.on('end', r));
      } catch (error) {
        console.log(error.name);
      }`;
    const startAt = Date.now() + 1500;
    const children = Array.from({ length: 8 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...process.env, DIR: dir, START_AT: String(startAt) },
      }),
    );
    const outcomes = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            let out = '';
            let errors = '';
            child.stdout.on('data', (d) => {
              out += d;
              if (out.includes('\n')) resolve(out.trim());
            });
            child.stderr.on('data', (d) => (errors += d));
            child.on('exit', () => resolve(`${out}${errors}`.trim()));
          }),
      ),
    );
    for (const child of children) child.stdin.end();
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DataDirInUse')).toHaveLength(7);
  }, 30_000);
});
