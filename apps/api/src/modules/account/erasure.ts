import { randomUUID } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  codeSendLog,
  customers,
  devices,
  marketingConsents,
  notifications,
  outboxMessages,
  refreshTokens,
  verificationCodes,
} from '../../db/schema/index.ts';
import type { IdentifierHasher } from './identifiers.ts';
import type { CustomerRow } from './repository.ts';

/**
 * One step of erasing a person's data, run inside the deletion transaction. Features that keep personal data
 * of their own (addresses, saved cards at the payment vault, loyalty) add a step here; orders keep their rows and
 * go on pointing at the anonymised customer id (docs/accounts.md).
 */
export type ErasureStep = (tx: Db, customer: CustomerRow) => Promise<void>;

/** The accounts feature's own erasure: everything it stores about the person, then the customer row itself. */
export function accountErasureSteps(hasher: IdentifierHasher): ErasureStep[] {
  const targetsOf = (customer: CustomerRow) => [
    ...(customer.celular ? [hasher.target('phone', customer.celular)] : []),
    ...(customer.email ? [hasher.target('email', customer.email)] : []),
  ];
  return [
    async (tx, customer) => {
      await tx.delete(marketingConsents).where(eq(marketingConsents.customerId, customer.id));
      await tx.delete(devices).where(eq(devices.customerId, customer.id));
      await tx.delete(notifications).where(eq(notifications.customerId, customer.id));
      await tx.delete(refreshTokens).where(eq(refreshTokens.customerId, customer.id));
    },
    async (tx, customer) => {
      const targets = targetsOf(customer);
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
      if (targets.length)
        await tx.delete(codeSendLog).where(
          inArray(
            codeSendLog.bucket,
            targets.map((t) => `target:${t}`),
          ),
        );
      const addresses = [customer.celular, customer.email].filter((v): v is string => Boolean(v));
      if (addresses.length)
        await tx.delete(outboxMessages).where(inArray(outboxMessages.destinatario, addresses));
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
