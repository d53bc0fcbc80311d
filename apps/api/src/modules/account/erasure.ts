import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerIdentifiers, customers, marketingConsents } from '../../db/schema/account.ts';
import type { IdentifierHasher } from '../../platform/identifiers.ts';
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

/**
 * One step of deactivating an account (inativar_conta), run inside its transaction: a module unlinks what must
 * not outlive the account's sessions (the devices that would still be told of orders).
 */
export type DeactivationStep = (tx: Db, customer: CustomerRow) => Promise<void>;

/** The context of a deletion, gathered before any step runs (a step may delete what it is built from). */
export async function erasureContext(
  tx: Db,
  hasher: IdentifierHasher,
  customer: CustomerRow,
): Promise<ErasureContext> {
  return { identifierHashes: await customersRepository.identifierHashes(tx, hasher, customer) };
}

/**
 * The accounts feature's own erasure: the marketing consents and the identifier hashes it keeps. Other modules add
 * the steps for what they keep (sessions and codes, devices, notifications, messages, reservations, addresses …).
 */
export const accountErasureStep: ErasureStep = async (tx, customer) => {
  await tx.delete(marketingConsents).where(eq(marketingConsents.customerId, customer.id));
  await tx.delete(customerIdentifiers).where(eq(customerIdentifiers.customerId, customer.id));
};

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
