import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@comanda/contract';
import type { StoredAnswer } from '../db/schema/columns.ts';
import { HttpError } from './errors.ts';

export const IDEMPOTENCY_MESSAGES = {
  keyRequired:
    'Envie o cabeçalho Idempotency-Key (8 a 64 letras, números, - ou _) para não repetir uma cobrança sem querer.',
  keyReused: 'Esta chave já foi usada com outro conteúdo. Gere uma nova chave para um novo pedido.',
  inProgress: 'Seu pedido ainda está sendo processado. Aguarde um instante e tente de novo.',
} as const;

/** How long a replay waits for the first request with its key to finish before answering 409 in progress. */
const REPLAY_WAIT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `Idempotency-Key` of a money-moving request (DESIGN: required), or a 400. */
export function requireIdempotencyKey(key: string | undefined): string {
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new HttpError(400, 'idempotency_key_required', IDEMPOTENCY_MESSAGES.keyRequired);
  return key;
}

/** What tells a replay from another request with the same key: the parsed body's SHA-256. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** A stored request: its body hash and, once it finished, its first answer. */
export interface KeyedRecord {
  requestHash: string;
  resposta: StoredAnswer | null;
}

/**
 * Money-moving requests keyed by customer and Idempotency-Key: the first one runs, a replay gets its answer. A replay
 * while the first runs waits for it — in this process through the promise, in another by polling the stored row.
 */
export function idempotentRequests() {
  /** Requests of this process still running, by slot, with the hash of the body that owns the slot. */
  const running = new Map<string, { hash: string; task: Promise<StoredAnswer> }>();

  async function replay(
    slot: string,
    existing: KeyedRecord,
    hash: string,
    reload: () => Promise<KeyedRecord | null>,
  ): Promise<StoredAnswer> {
    if (existing.requestHash !== hash)
      throw new HttpError(409, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.keyReused);
    const first = running.get(slot);
    if (first) return first.task;
    const deadline = Date.now() + REPLAY_WAIT_MS;
    let row: KeyedRecord | null = existing;
    while (row && !row.resposta && Date.now() < deadline) {
      await sleep(100);
      row = await reload();
    }
    if (!row?.resposta) throw new HttpError(409, 'order_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
    return row.resposta;
  }

  return {
    /**
     * Runs `work` once per slot: `find` reads the stored request of this key, `work` does it and returns the first
     * answer (null when another request stored the key first — it then becomes a replay).
     */
    async run(
      slot: string,
      hash: string,
      find: () => Promise<KeyedRecord | null>,
      work: () => Promise<StoredAnswer | null>,
    ): Promise<StoredAnswer> {
      for (;;) {
        const existing = await find();
        if (existing) return replay(slot, existing, hash, find);
        const first = running.get(slot);
        if (!first) break;
        // The same body waits for the first request's answer.
        if (first.hash === hash) return first.task;
        // Another body of this process runs with the key but has not stored it yet. It does not own the key until
        // it stores it: a request in another process may store it first, or it may end without storing anything.
        // Its end decides: then the stored request (whoever's) answers, or, with none, this one runs.
        await first.task.catch(() => undefined);
      }
      const task = (async () => {
        const answer = await work();
        if (answer) return answer;
        const stored = await find();
        if (!stored) throw new Error('idempotent request vanished');
        return replay(`${slot}:stored`, stored, hash, find);
      })();
      running.set(slot, { hash, task });
      try {
        return await task;
      } finally {
        running.delete(slot);
      }
    },
  };
}
