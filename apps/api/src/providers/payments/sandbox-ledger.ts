import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  sandboxCardCharges,
  sandboxCardOperations,
  sandboxSpentCardTokens,
} from '../../db/schema/sandbox.ts';
import type { CardCharge, ChargeReference, ChargeResult } from './card-gateway.ts';
import type { CardRefusal } from './refusals.ts';

/** What the sandbox keeps of a charge: the request's key and amounts, and the state a query reports. */
export interface SandboxCharge {
  key: string;
  chargeId: string;
  cardToken: string;
  amount: number;
  capture: boolean;
  state:
    | { kind: 'charge'; charge: CardCharge }
    | { kind: 'refused'; refusal: CardRefusal }
    | { kind: 'pending'; reason: 'timeout' | 'processing'; settlesAs: CardRefusal | 'approved' };
}
export type SandboxState = SandboxCharge['state'];

/** A capture's or refund's first answer, kept for its key. */
export interface SandboxOperation {
  fingerprint: string;
  result: ChargeResult;
}

/**
 * Where the built-in card sandbox keeps its charges, as a real provider keeps them on its side. Every method is
 * atomic: two calls with one key (or one single-use token) never both act.
 */
export interface SandboxLedger {
  /**
   * The charge stored under `key`, else the one `create` makes, stored. `create` is told whether the card's token is
   * already spent and says whether this charge spends it.
   */
  charge(
    key: string,
    token: string,
    create: (tokenSpent: boolean) => { entry: SandboxCharge; spends: boolean },
  ): Promise<SandboxCharge>;
  find(ref: ChargeReference): Promise<SandboxCharge | undefined>;
  /** Replaces a charge's state with what `next` makes of the current one. */
  update(chargeId: string, next: (entry: SandboxCharge) => SandboxState): Promise<SandboxCharge>;
  /**
   * A capture or refund, once per key: a key already used answers its first result (`apply` is not called); else
   * `apply` sees the charge (if any) and gives its new state (null: unchanged) and the result to keep.
   */
  operation(
    key: string,
    fingerprint: string,
    chargeId: string,
    apply: (entry: SandboxCharge | undefined) => { state: SandboxState | null; result: ChargeResult },
  ): Promise<SandboxOperation>;
  isSpent(token: string): Promise<boolean>;
}

/** The ledger of one process's memory: for the sandbox's own tests and tools that run without a database. */
export function memorySandboxLedger(): SandboxLedger {
  const byKey = new Map<string, SandboxCharge>();
  const byId = new Map<string, SandboxCharge>();
  const operations = new Map<string, SandboxOperation>();
  const spent = new Set<string>();
  return {
    async charge(key, token, create) {
      const existing = byKey.get(key);
      if (existing) return existing;
      const { entry, spends } = create(spent.has(token));
      if (spends) spent.add(token);
      byKey.set(key, entry);
      byId.set(entry.chargeId, entry);
      return entry;
    },
    async find(ref) {
      return ref.chargeId ? byId.get(ref.chargeId) : byKey.get(ref.idempotencyKey);
    },
    async update(chargeId, next) {
      const entry = byId.get(chargeId);
      if (!entry) throw new Error(`no sandbox charge ${chargeId}`);
      entry.state = next(entry);
      return entry;
    },
    async operation(key, fingerprint, chargeId, apply) {
      const seen = operations.get(key);
      if (seen) return seen;
      const entry = byId.get(chargeId);
      const { state, result } = apply(entry);
      if (entry && state) entry.state = state;
      const kept = { fingerprint, result };
      operations.set(key, kept);
      return kept;
    },
    async isSpent(token) {
      return spent.has(token);
    },
  };
}

type Row = typeof sandboxCardCharges.$inferSelect;
const toCharge = (row: Row): SandboxCharge => ({
  key: row.idempotencyKey,
  chargeId: row.chargeId,
  cardToken: row.cardToken,
  amount: row.amount,
  capture: row.capture,
  state: row.state as SandboxState,
});

/** A transaction-scoped advisory lock on a text (the lock's namespace is the sandbox's). */
const lock = (tx: Db, what: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox:${what}`}))`);

/**
 * The ledger in the database (`sandbox_card_*`, migration 0020): it survives a restart and is shared by every API
 * process, so a charge approved before a crash is found by the reconciliation after it, by any process. Creating a
 * charge locks its key, then its token (always in that order, so two creations never wait on each other in a
 * circle); a capture or refund locks its key, so a second call with the key waits for the first one's commit and
 * then answers its result.
 */
export function databaseSandboxLedger(db: Db): SandboxLedger {
  const byKey = async (tx: Db, key: string) =>
    (await tx.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.idempotencyKey, key)))[0];
  const byId = async (tx: Db, chargeId: string, forUpdate = false) => {
    const query = tx.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.chargeId, chargeId));
    return (await (forUpdate ? query.for('update') : query))[0];
  };
  return {
    charge: (key, token, create) =>
      db.transaction(async (tx) => {
        await lock(tx, `key:${key}`);
        const existing = await byKey(tx, key);
        if (existing) return toCharge(existing);
        await lock(tx, `token:${token}`);
        const spentRows = await tx
          .select({ token: sandboxSpentCardTokens.token })
          .from(sandboxSpentCardTokens)
          .where(eq(sandboxSpentCardTokens.token, token));
        const { entry, spends } = create(spentRows.length > 0);
        if (spends) await tx.insert(sandboxSpentCardTokens).values({ token }).onConflictDoNothing();
        await tx.insert(sandboxCardCharges).values({
          idempotencyKey: entry.key,
          chargeId: entry.chargeId,
          cardToken: entry.cardToken,
          amount: entry.amount,
          capture: entry.capture,
          state: entry.state,
        });
        return entry;
      }),
    async find(ref) {
      const row = ref.chargeId ? await byId(db, ref.chargeId) : await byKey(db, ref.idempotencyKey);
      return row && toCharge(row);
    },
    update: (chargeId, next) =>
      db.transaction(async (tx) => {
        const row = await byId(tx, chargeId, true);
        if (!row) throw new Error(`no sandbox charge ${chargeId}`);
        const entry = toCharge(row);
        entry.state = next(entry);
        await tx
          .update(sandboxCardCharges)
          .set({ state: entry.state })
          .where(eq(sandboxCardCharges.chargeId, chargeId));
        return entry;
      }),
    operation: (key, fingerprint, chargeId, apply) =>
      db.transaction(async (tx) => {
        await lock(tx, `operation:${key}`);
        const [seen] = await tx
          .select()
          .from(sandboxCardOperations)
          .where(eq(sandboxCardOperations.idempotencyKey, key));
        if (seen) return { fingerprint: seen.fingerprint, result: seen.result as ChargeResult };
        const row = await byId(tx, chargeId, true);
        const entry = row && toCharge(row);
        const { state, result } = apply(entry);
        if (entry && state)
          await tx.update(sandboxCardCharges).set({ state }).where(eq(sandboxCardCharges.chargeId, chargeId));
        await tx.insert(sandboxCardOperations).values({ idempotencyKey: key, fingerprint, result });
        return { fingerprint, result };
      }),
    async isSpent(token) {
      const rows = await db
        .select({ token: sandboxSpentCardTokens.token })
        .from(sandboxSpentCardTokens)
        .where(eq(sandboxSpentCardTokens.token, token));
      return rows.length > 0;
    },
  };
}
