import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/devices.ts';
import { sandboxPixCharges } from '../../db/schema/sandbox.ts';
import type { PixCharge } from './pix-provider.ts';

/** A sandbox charge as kept: the provider's view of it, and whether it was removed. */
export interface SandboxCob {
  idempotencyKey: string;
  charge: Omit<PixCharge, 'status'> & { removed: boolean };
}

/**
 * Where the built-in Pix sandbox keeps its charges. `change` runs under the charge's lock: two changes of one charge
 * (two payments, two refunds) run one after the other, each seeing what the other left.
 */
export interface PixSandboxStore {
  /** The charge of `txid`, else the one `create` makes, stored. */
  charge(txid: string, create: () => SandboxCob): Promise<SandboxCob>;
  get(txid: string): Promise<SandboxCob | undefined>;
  /**
   * The charge found by its txid or its payment's end-to-end id, changed: `next` answers the charge to keep (null:
   * unchanged) and what to answer.
   */
  change<T>(
    where: { txid: string } | { endToEndId: string },
    next: (cob: SandboxCob | undefined) => { cob: SandboxCob | null; result: T },
  ): Promise<T>;
  /** The key notifications are signed with, the same for every process that shares the store. */
  secret(): Promise<string>;
}

const copy = (cob: SandboxCob): SandboxCob => revive(JSON.parse(JSON.stringify(cob)));

/** Dates back from their JSON text. */
function revive(cob: SandboxCob): SandboxCob {
  const { charge } = cob;
  return {
    idempotencyKey: cob.idempotencyKey,
    charge: {
      ...charge,
      createdAt: new Date(charge.createdAt),
      expiresAt: new Date(charge.expiresAt),
      payments: charge.payments.map((payment) => ({
        ...payment,
        paidAt: new Date(payment.paidAt),
        refunds: payment.refunds.map((refund) => ({
          ...refund,
          requestedAt: refund.requestedAt === null ? null : new Date(refund.requestedAt),
        })),
      })),
    },
  };
}

/** One process's memory: the sandbox's own tests and tools that run without a database. */
export function memoryPixSandboxStore(): PixSandboxStore {
  const cobs = new Map<string, SandboxCob>();
  const secret = randomBytes(32).toString('hex');
  const find = (where: { txid: string } | { endToEndId: string }) =>
    'txid' in where
      ? cobs.get(where.txid)
      : [...cobs.values()].find((cob) => cob.charge.payments.some((p) => p.endToEndId === where.endToEndId));
  return {
    async charge(txid, create) {
      const existing = cobs.get(txid);
      if (existing) return copy(existing);
      const cob = create();
      cobs.set(txid, copy(cob));
      return copy(cob);
    },
    async get(txid) {
      const cob = cobs.get(txid);
      return cob && copy(cob);
    },
    async change(where, next) {
      const cob = find(where);
      const { cob: changed, result } = next(cob && copy(cob));
      if (changed) cobs.set(changed.charge.txid, copy(changed));
      return result;
    },
    async secret() {
      return secret;
    },
  };
}

const SECRET_SETTING = 'sandbox-pix-secret';
type Row = typeof sandboxPixCharges.$inferSelect;
const toCob = (row: Row): SandboxCob => revive(row.charge as SandboxCob);
const lock = (tx: Db, txid: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-pix:${txid}`}))`);

/**
 * The charges in the database (`sandbox_pix_charges`): every API process sees every charge, and a restart keeps
 * them, as a PSP would. The notifications' key is kept in `app_settings` (made once, by whichever process comes
 * first), so a payment simulated on one process is verified by another. PIX_WEBHOOK_SECRET, when set, wins.
 */
export function databasePixSandboxStore(db: Db): PixSandboxStore {
  const byTxid = async (tx: Db, txid: string, forUpdate = false) => {
    const query = tx.select().from(sandboxPixCharges).where(eq(sandboxPixCharges.txid, txid));
    return (await (forUpdate ? query.for('update') : query))[0];
  };
  let secret: Promise<string> | null = null;
  return {
    charge: (txid, create) =>
      db.transaction(async (tx) => {
        await lock(tx, txid);
        const existing = await byTxid(tx, txid);
        if (existing) return toCob(existing);
        const cob = create();
        await tx.insert(sandboxPixCharges).values({ txid, charge: cob });
        return cob;
      }),
    async get(txid) {
      const row = await byTxid(db, txid);
      return row && toCob(row);
    },
    change: (where, next) =>
      db.transaction(async (tx) => {
        let txid = 'txid' in where ? where.txid : undefined;
        if (txid === undefined) {
          const [found] = await tx
            .select({ txid: sandboxPixCharges.txid })
            .from(sandboxPixCharges)
            .where(eq(sandboxPixCharges.endToEndId, (where as { endToEndId: string }).endToEndId));
          txid = found?.txid;
        }
        if (txid !== undefined) await lock(tx, txid);
        const row = txid === undefined ? undefined : await byTxid(tx, txid, true);
        const { cob, result } = next(row && toCob(row));
        if (cob)
          await tx
            .update(sandboxPixCharges)
            .set({ charge: cob, endToEndId: cob.charge.payments[0]?.endToEndId ?? null })
            .where(eq(sandboxPixCharges.txid, cob.charge.txid));
        return result;
      }),
    secret() {
      secret ??= (async () => {
        await db
          .insert(appSettings)
          .values({ key: SECRET_SETTING, value: randomBytes(32).toString('hex') })
          .onConflictDoNothing();
        const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_SETTING));
        return row!.value as string;
      })().catch((error: unknown) => {
        secret = null; // asked again next time
        throw error;
      });
      return secret;
    },
  };
}
