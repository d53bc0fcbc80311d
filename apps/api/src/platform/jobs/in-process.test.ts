import { describe, expect, it } from 'vitest';
import { inProcessJobs } from './in-process.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLog() {
  const lines: Array<{ level: string; msg: string; obj: Record<string, unknown> }> = [];
  const at = (level: string) => (obj: object, msg: string) =>
    lines.push({ level, msg, obj: obj as Record<string, unknown> });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('in-process jobs (PGlite)', () => {
  it('runs a periodic job every interval once started, never two rounds at once', async () => {
    const { log } = recordingLog();
    const jobs = inProcessJobs(log);
    let running = 0;
    let most = 0;
    let rounds = 0;
    jobs.every('slow', 20, async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(70);
      running -= 1;
      rounds += 1;
    });
    await sleep(60);
    expect(rounds).toBe(0);
    await jobs.start();
    await sleep(400);
    await jobs.stop();
    expect(most).toBe(1);
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(rounds).toBeLessThanOrEqual(6);
  });

  it('logs a round that throws and runs the next one', async () => {
    const { lines, log } = recordingLog();
    const jobs = inProcessJobs(log);
    let calls = 0;
    jobs.every('flaky', 20, async () => {
      calls += 1;
      if (calls === 1) throw new Error('provider down');
    });
    await jobs.start();
    await sleep(150);
    await jobs.stop();
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => line.msg === 'periodic job failed')).toEqual([
      {
        level: 'error',
        msg: 'periodic job failed',
        obj: { err: { type: 'Error', message: 'provider down' }, job: 'flaky' },
      },
    ]);
  });

  it('stopping waits for the round in progress and starts no other', async () => {
    const { log } = recordingLog();
    const jobs = inProcessJobs(log);
    let started = 0;
    let finished = 0;
    jobs.every('long', 10, async () => {
      started += 1;
      await sleep(150);
      finished += 1;
    });
    await jobs.start();
    await sleep(40);
    expect(started).toBe(1);
    await jobs.stop();
    expect(finished).toBe(1);
    await sleep(50);
    expect(started).toBe(1);
  });

  it('an interval of 0 never runs', async () => {
    const jobs = inProcessJobs(recordingLog().log);
    let calls = 0;
    jobs.every('off', 0, async () => {
      calls += 1;
    });
    await jobs.start();
    await sleep(50);
    await jobs.stop();
    expect(calls).toBe(0);
  });

  it('retries a failing job with a doubling delay, then gives it up and logs it', async () => {
    const { lines, log } = recordingLog();
    const jobs = inProcessJobs(log);
    const attempts: number[] = [];
    const send = jobs.queue<{ n: number }>(
      'always-fails',
      { retryLimit: 3, retryDelaySeconds: 0.04, retryBackoff: true },
      async ({ n }) => {
        attempts.push(Date.now());
        throw new Error(`refused ${n}`);
      },
    );
    await jobs.start();
    await send({ n: 7 });
    await expect.poll(() => lines.some((line) => line.msg === 'job gave up'), { timeout: 2_000 }).toBe(true);
    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
    expect(lines.filter((line) => line.msg === 'job failed; will retry')).toHaveLength(3);
    expect(lines.filter((line) => line.msg === 'job gave up')).toEqual([
      {
        level: 'error',
        msg: 'job gave up',
        obj: { err: { type: 'Error', message: 'refused 7' }, job: 'always-fails', attempts: 4 },
      },
    ]);
    await sleep(100);
    expect(attempts).toHaveLength(4);
    await jobs.stop();
  });

  it('stops retrying once the job succeeds; the data is a copy taken when it was sent', async () => {
    const { lines, log } = recordingLog();
    const jobs = inProcessJobs(log);
    const seen: string[] = [];
    const send = jobs.queue<{ to: string }>(
      'second-time-lucky',
      { retryLimit: 5, retryDelaySeconds: 0.01, retryBackoff: false },
      async ({ to }) => {
        seen.push(to);
        if (seen.length < 2) throw new Error('busy');
      },
    );
    await jobs.start();
    const data = { to: 'first' };
    await send(data);
    data.to = 'changed';
    await expect.poll(() => seen.length).toBe(2);
    await sleep(50);
    expect(seen).toEqual(['first', 'first']);
    expect(lines.some((line) => line.msg === 'job gave up')).toBe(false);
    await jobs.stop();
  });
});
