import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from '../db/schema/columns.ts';
import { idempotentRequests, type KeyedRecord } from './idempotency.ts';

/** The keys' table, shared by every process: the first request to store a key owns it. */
function table() {
  let row: KeyedRecord | null = null;
  return {
    find: async () => row,
    store(hash: string, answer: StoredAnswer): boolean {
      if (row) return false;
      row = { requestHash: hash, resposta: answer };
      return true;
    },
  };
}

/** Lets every started request reach its first wait. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

describe('idempotent requests', () => {
  it('a body running in this process does not own the key until it stores it: another process’s body may', async () => {
    const keys = table();
    const here = idempotentRequests();
    const slow = gate();
    // body B starts here first, but another process stores body A's key before B gets to
    const b = here.run('k', 'B', keys.find, async () => {
      await slow.opened;
      return keys.store('B', { statusCode: 201, body: 'B' }) ? { statusCode: 201, body: 'B' } : null;
    });
    await settle();
    // a request with body A arrives here while B still runs
    const a = here.run('k', 'A', keys.find, async () => ({ statusCode: 201, body: 'A, run twice' }));
    await settle();
    keys.store('A', { statusCode: 201, body: 'A' });
    slow.open();
    // A gets the answer of the A that was stored; B, whose key another body owns, is told the key is taken
    await expect(a).resolves.toEqual({ statusCode: 201, body: 'A' });
    await expect(b).rejects.toMatchObject({ statusCode: 409, code: 'idempotency_key_reused' });
  });

  it('another body waits for the first one to store its key, then is told the key is taken', async () => {
    const keys = table();
    const here = idempotentRequests();
    const slow = gate();
    const b = here.run('k', 'B', keys.find, async () => {
      await slow.opened;
      keys.store('B', { statusCode: 201, body: 'B' });
      return { statusCode: 201, body: 'B' };
    });
    await settle();
    const a = here.run('k', 'A', keys.find, async () => ({ statusCode: 201, body: 'A' }));
    await settle();
    slow.open();
    await expect(b).resolves.toEqual({ statusCode: 201, body: 'B' });
    await expect(a).rejects.toMatchObject({ statusCode: 409, code: 'idempotency_key_reused' });
  });

  it('a first body that ends without storing its key leaves it to the next one', async () => {
    const keys = table();
    const here = idempotentRequests();
    const slow = gate();
    const b = here.run('k', 'B', keys.find, async () => {
      await slow.opened;
      throw new Error('refused before anything was held');
    });
    await settle();
    const a = here.run('k', 'A', keys.find, async () => {
      keys.store('A', { statusCode: 201, body: 'A' });
      return { statusCode: 201, body: 'A' };
    });
    await settle();
    slow.open();
    await expect(b).rejects.toThrow('refused before anything was held');
    await expect(a).resolves.toEqual({ statusCode: 201, body: 'A' });
  });

  it('a replay of the running body waits for its answer and runs nothing', async () => {
    const keys = table();
    const here = idempotentRequests();
    let runs = 0;
    const work = async () => {
      runs += 1;
      keys.store('A', { statusCode: 201, body: 'A' });
      return { statusCode: 201, body: 'A' };
    };
    const answers = await Promise.all([
      here.run('k', 'A', keys.find, work),
      here.run('k', 'A', keys.find, work),
    ]);
    expect(answers).toEqual([
      { statusCode: 201, body: 'A' },
      { statusCode: 201, body: 'A' },
    ]);
    expect(runs).toBe(1);
  });
});
