import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiProcess, alwaysOpenCatalog, freshDatabase, startApi } from '../fixtures.ts';
import { waitFor } from '../http-bench.ts';

const root = new URL('../../../', import.meta.url).pathname;
const BALANCER_PORT = 3610;
const FIRST_API_PORT = 3611;
/** What a drill's processes answer /metrics with (`cpuSeconds`). */
const METRICS_TOKEN = `drill-${randomBytes(24).toString('hex')}`;
/** HAProxy marks a process up after 2 checks 1 s apart (deploy/haproxy.cfg: inter 1s rise 2), plus a margin. */
const BALANCER_RISE_MS = 2_500;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tested topology (docs/operations.md): HAProxy with deploy/haproxy.cfg in front of N compiled API processes. */
export interface Cluster {
  /** HAProxy's address: every customer request goes through it. */
  base: string;
  databaseUrl: string;
  apis: ApiProcess[];
  /** kill -9 process `i`: no drain, nothing cleaned up. */
  kill(i: number): Promise<void>;
  /** SIGTERM process `i` and wait for it to exit (it drains: docs/operations.md, "Health, readiness"). */
  terminate(i: number): Promise<void>;
  /** Start process `i` again and wait until the balancer sends it requests. */
  start(i: number): Promise<void>;
  /** The CPU seconds each part has used so far: the API processes together, HAProxy, PostgreSQL's processes. */
  cpuSeconds(): { apis: number; balancer: number; database: number };
  /** HAProxy's warnings so far: each time it took a process out of rotation or put it back. */
  balancerLog(): string[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes: number;
  /** The PostgreSQL server the drill's database is created on (a URL of its `postgres` database). */
  postgresServer?: string;
  redisUrl: string;
}

/**
 * deploy/haproxy.cfg as committed for three processes; for fewer, the same file without the others' `server`
 * lines.
 */
function balancerConfig(processes: number, dir: string): string {
  const committed = join(root, 'deploy/haproxy.cfg');
  if (processes === 3) return committed;
  if (processes > 3) throw new Error('deploy/haproxy.cfg names three processes');
  const lines = readFileSync(committed, 'utf8')
    .split('\n')
    .filter((line) => Number(/^\s*server api(\d)/.exec(line)?.[1] ?? 0) <= processes);
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** HAProxy, its warnings (a process marked down or up) written to `log`. */
function startBalancer(config: string, ports: number[], log: string): ChildProcess {
  const env: Record<string, string> = { COMANDA_LISTEN: `127.0.0.1:${BALANCER_PORT}` };
  for (let i = 0; i < 3; i++) env[`COMANDA_API${i + 1}`] = `127.0.0.1:${ports[i] ?? ports[0]}`;
  const out = openSync(log, 'a');
  const child = spawn('/usr/sbin/haproxy', ['-f', config, '-db'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  return child;
}

/** utime + stime of a process, in seconds (/proc/<pid>/stat; 0 once it has exited). */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The CPU seconds of every PostgreSQL process on the machine (the server and its connections' backends). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += processCpuSeconds(Number(entry));
    } catch {}
  }
  return total;
}

/**
 * Builds the API, creates a new database, starts the processes on it — the first alone (it migrates and seeds),
 * then the others together — and HAProxy in front of them.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const built = spawnSync('npm', ['run', 'build', '-w', '@comanda/api'], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('api build failed');
  const database = await freshDatabase(options.postgresServer);
  const dir = mkdtempSync(join(tmpdir(), 'comanda-drill-'));
  const catalogFile = alwaysOpenCatalog(dir);
  const ports = Array.from({ length: options.processes }, (_, i) => FIRST_API_PORT + i);
  const redisPrefix = `drill-${randomBytes(4).toString('hex')}`;
  const startOne = (port: number) =>
    startApi({
      port,
      dataDir: dir,
      databaseUrl: database.url,
      redisUrl: options.redisUrl,
      catalogFile,
      compiled: true,
      env: {
        REDIS_PREFIX: redisPrefix,
        TRUST_PROXY: 'true',
        SHUTDOWN_DRAIN_MS: '5000',
        METRICS_TOKEN,
      },
    });
  const apis: ApiProcess[] = [];
  // CPU used by processes that have since exited (killed or restarted)
  let exitedCpu = 0;
  let balancer: ChildProcess | null = null;
  const stop = async () => {
    balancer?.kill('SIGTERM');
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    apis.push(await startOne(ports[0]!));
    apis.push(...(await Promise.all(ports.slice(1).map(startOne))));
    const log = join(dir, 'haproxy.log');
    balancer = startBalancer(balancerConfig(options.processes, dir), ports, log);
    const base = `http://127.0.0.1:${BALANCER_PORT}`;
    await waitFor(`${base}/api/pronto`);
    await sleep(BALANCER_RISE_MS);
    const balancerPid = balancer.pid!;
    return {
      base,
      databaseUrl: database.url,
      apis,
      async kill(i) {
        const cpu = processCpuSeconds(apis[i]!.pid);
        await apis[i]!.kill();
        exitedCpu += cpu;
      },
      async terminate(i) {
        const cpu = processCpuSeconds(apis[i]!.pid);
        await apis[i]!.stop();
        exitedCpu += cpu;
      },
      async start(i) {
        apis[i] = await startOne(ports[i]!);
        await waitFor(`${apis[i]!.base}/api/pronto`);
        await sleep(BALANCER_RISE_MS);
      },
      cpuSeconds: () => ({
        apis: exitedCpu + apis.reduce((sum, api) => sum + processCpuSeconds(api.pid), 0),
        balancer: processCpuSeconds(balancerPid),
        database: postgresCpuSeconds(),
      }),
      balancerLog: () =>
        readFileSync(log, 'utf8')
          .split('\n')
          .filter((line) => / is (DOWN|UP)/.test(line))
          .map((line) => line.replace(/^\[WARNING\]\s+\(\d+\) : /, '')),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
