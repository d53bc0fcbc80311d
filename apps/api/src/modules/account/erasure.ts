import { randomUUID } from 'node:crypto';
import { eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  codeSendLog,
  customerIdentifiers,
  customers,
  devices,
  marketingConsents,
  notifications,
  outboxMessages,
  refreshTokens,
  verificationCodes,
} from '../../db/schema/index.ts';
import type { IdentifierHasher } from '../../platform/identifiers.ts';
import { outboxRecipientHash } from '../../providers/messaging/outbox-sender.ts';
import { type CustomerRow, customersRepository } from './repository.ts';

/** What every erasure step is told besides the customer row. */
export interface ErasureContext {
  /**
   * Keyed hashes (`IdentifierHasher.target`) of every phone and e-mail the customer has ever had, current ones
   * included: a feature that keys rows by an identifier's hash deletes those rows by these.
   */
  identifierHashes: string[];
}

/**
 * One step of erasing a person's data, run inside the deletion transaction. Features that keep personal data
 * of their own (addresses, saved cards at the payment vault, loyalty) add a step here; orders keep their rows and
 * go on pointing at the anonymised customer id (docs/accounts.md).
 */
export type ErasureStep = (tx: Db, customer: CustomerRow, context: ErasureContext) => Promise<void>;

/** The context of a deletion, gathered before any step runs (a step may delete what it is built from). */
export async function erasureContext(
  tx: Db,
  hasher: IdentifierHasher,
  customer: CustomerRow,
): Promise<ErasureContext> {
  return { identifierHashes: await customersRepository.identifierHashes(tx, hasher, customer) };
}

/**
 * Fills the recipient hash of outbox messages stored before the column existed, so that they too are found by
 * hash. Runs once in practice: later messages are written with the hash.
 */
async function hashLegacyOutboxRecipients(tx: Db, hasher: IdentifierHasher): Promise<void> {
  const legacy = await tx
    .select({ id: outboxMessages.id, canal: outboxMessages.canal, destinatario: outboxMessages.destinatario })
    .from(outboxMessages)
    .where(isNull(outboxMessages.destinatarioHash))
    .orderBy(outboxMessages.id);
  for (const row of legacy)
    await tx
      .update(outboxMessages)
      .set({ destinatarioHash: outboxRecipientHash(hasher, row.canal, row.destinatario) })
      .where(eq(outboxMessages.id, row.id));
}

/**
 * The accounts feature's own erasure: everything it stores about the person, then the customer row itself. Codes,
 * tickets, send-limit buckets and outbox messages are found by the keyed hash of every phone and e-mail the
 * account has had (`ErasureContext.identifierHashes`), so messages to a previous number or address —
 * and the sign-up code sent before the account existed — go too.
 */
export function accountErasureSteps(hasher: IdentifierHasher): ErasureStep[] {
  return [
    async (tx, customer) => {
      await tx.delete(marketingConsents).where(eq(marketingConsents.customerId, customer.id));
      await tx.delete(devices).where(eq(devices.customerId, customer.id));
      await tx.delete(notifications).where(eq(notifications.customerId, customer.id));
      await tx.delete(refreshTokens).where(eq(refreshTokens.customerId, customer.id));
    },
    async (tx, customer, { identifierHashes: targets }) => {
      await tx
        .delete(verificationCodes)
        .where(
          targets.length
            ? or(
                eq(verificationCodes.customerId, customer.id),
                inArray(verificationCodes.targetHash, targets),
              )
            : eq(verificationCodes.customerId, customer.id),
        );
      if (targets.length) {
        await tx.delete(codeSendLog).where(
          inArray(
            codeSendLog.bucket,
            targets.map((t) => `target:${t}`),
          ),
        );
        await hashLegacyOutboxRecipients(tx, hasher);
        await tx.delete(outboxMessages).where(inArray(outboxMessages.destinatarioHash, targets));
      }
      await tx.delete(customerIdentifiers).where(eq(customerIdentifiers.customerId, customer.id));
    },
  ];
}

/** Blanks every personal field, retires the public id and ends every session at once. */
export async function anonymiseCustomer(tx: Db, customer: CustomerRow, now: Date): Promise<void> {
  await tx
    .update(customers)
    .set({
      idExterno: randomUUID(),
      nome: null,
      celular: null,
      email: null,
      emailVerificadoEm: null,
      dataNascimento: null,
      cpf: null,
      senhaHash: null,
      marketingPush: false,
      marketingEmail: false,
      marketingSms: false,
      status: 'deleted',
      tokenVersion: sql`${customers.tokenVersion} + 1`,
      deactivatedAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, customer.id));
}
