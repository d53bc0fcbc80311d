import { Agent, request } from 'node:http';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface OpenLoopResult {
  /** Answers by HTTP status. */
  statusCounts: Record<number, number>;
  /** Connection errors. */
  errors: number;
  /** Per answered request, from the moment it was due to be sent to its last byte, ascending (ms). */
  latenciesMs: number[];
}

/**
 * An open-loop load: request `i` is due at `i / rate` seconds, whether or not earlier ones have been answered, and
 * its latency counts from that moment (so a slow server cannot slow the arrivals and hide its queue, the
 * "coordinated omission" of closed-loop tools; autocannon's rate limit sends each second's quota in a burst).
 */
export async function openLoop(options: {
  base: string;
  rate: number;
  seconds: number;
  next: (i: number) => OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const url = new URL(options.base);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const statusCounts: Record<number, number> = {};
  const latenciesMs: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];

  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const r = options.next(i);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: r.method,
          path: r.path,
          agent,
          headers: { ...r.headers, 'content-length': Buffer.byteLength(r.body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            statusCounts[res.statusCode ?? 0] = (statusCounts[res.statusCode ?? 0] ?? 0) + 1;
            latenciesMs.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });

  const start = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        pending.push(send(sent, start + sent * interval));
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  latenciesMs.sort((a, b) => a - b);
  return { statusCounts, errors, latenciesMs };
}

/** The value below which `p` percent of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
