import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The file that marks a data directory as open by one process. */
export const LOCK_FILE = 'pglite.lock';

/** Who holds a data directory: enough to tell a running holder from a dead one whose pid was reused. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** Boot id and start time of the process (Linux); absent where the system does not tell. */
  started?: string;
}

/** Another live process holds the data directory. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const here = holder.hostname === hostname();
    super(
      here
        ? `DATA_DIR ${dataDir} is in use by another Comanda process (pid ${holder.pid}); stop it or choose another DATA_DIR.`
        : `DATA_DIR ${dataDir} is in use by a Comanda process on host ${holder.hostname} (pid ${holder.pid}); ` +
            `stop it or choose another DATA_DIR. If that process no longer runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUse';
  }
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * When a process started, as the kernel tells it: the boot id and the start time in clock ticks since boot
 * (field 22 of /proc/<pid>/stat). A pid reused by a later process has a different value. Undefined off Linux.
 */
export function processStarted(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  const bootId = readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim();
  if (!stat || !bootId) return undefined;
  // The command name (field 2) is in parentheses and may contain spaces: count fields after the last ')'.
  const startTime = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .at(22 - 3);
  return startTime ? `${bootId}:${startTime}` : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string | undefined): LockHolder | undefined {
  try {
    const value = JSON.parse(text ?? '');
    if (Number.isSafeInteger(value?.pid) && value.pid > 0 && typeof value.hostname === 'string') return value;
  } catch {}
  return undefined;
}

/**
 * Whether the recorded holder may still be running. A holder on another host cannot be checked from here and
 * counts as running. On this host: its pid must be alive and, where the start time is known, be the same process.
 */
export function holderIsAlive(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  if (!isRunning(holder.pid)) return false;
  if (!holder.started) return true;
  const started = processStarted(holder.pid);
  return started === undefined || started === holder.started;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock if it is still this process's; safe to call more than once. */
  release(): void;
}

/**
 * Takes the exclusive lock of a data directory, or throws DataDirInUse naming the live process that holds it.
 * A lock left by a process that died without releasing it (kill -9, power loss) is taken over.
 *
 * The lock file appears atomically with its content (written aside, then hard-linked into place, which fails if
 * the name exists), so another process never reads a half-written lock. A stale lock is moved aside before it
 * is deleted, and only if what was moved is still the stale content: of two processes taking over the same
 * stale lock, one wins and the other finds the winner's lock.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, hostname: hostname() };
  const started = processStarted(process.pid);
  if (started) mine.started = started;
  const content = JSON.stringify(mine);
  const unique = () => `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;

  for (let attempt = 0; attempt < 5; attempt++) {
    const pending = unique();
    writeFileSync(pending, content);
    try {
      linkSync(pending, file);
      return {
        file,
        release() {
          if (readOrUndefined(file) === content) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(pending);
    }
    const seen = readOrUndefined(file);
    if (seen === undefined) continue; // released meanwhile
    const holder = parseHolder(seen);
    if (holder && holderIsAlive(holder)) throw new DataDirInUse(dataDir, holder);
    // Stale or unreadable (a lock is written whole, so unreadable means damaged): take it over.
    const aside = unique();
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOrUndefined(aside);
    if (moved !== seen) {
      // Another process took over first and this one moved its fresh lock: put it back.
      try {
        linkSync(aside, file);
      } catch {}
    }
    unlinkSync(aside);
  }
  const holder = parseHolder(readOrUndefined(file));
  if (holder) throw new DataDirInUse(dataDir, holder);
  throw new Error(`Could not lock DATA_DIR ${dataDir}: ${file} keeps changing.`);
}
