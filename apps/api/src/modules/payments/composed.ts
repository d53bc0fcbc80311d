import type { PayableKind } from '@comanda/domain';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { everyColumn, input } from '../../db/insert-select.ts';
import * as t from '../../db/schema/payments.ts';
import type { PaymentRow } from './records.ts';

/**
 * What other modules compose into their own statements: the payments of one kind of payable as a subquery to join
 * (`payment.payableId` = the payable's id), and a payable's first payment as an insert inside the statement that
 * creates the payable. Only this module names the payments table.
 */

/** The payments of `kind` (an order's, a donation's), as a subquery aliased `payment`. */
export function paymentsOfKind(db: Db, kind: PayableKind) {
  return db.select().from(t.payments).where(eq(t.payments.payableKind, kind)).as('payment');
}

/** The fields of a payment a new payable's statement takes as inputs, named `payment.<field>`. */
const INPUTS = [
  'tipo',
  'forma',
  'bandeira',
  'cardId',
  'final',
  'provider',
  'valor',
  'trocoPara',
  'status',
  'chave',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof PaymentRow>;

/** A payment row inserted for each row of `source` (a CTE of the payable's statement), from `paymentInputs`. */
export function paymentInsertFrom(
  db: Db,
  source: Parameters<ReturnType<Db['select']>['from']>[0],
  payable: { kind: PayableKind; id: SQLWrapper; customerId: SQLWrapper },
) {
  const inputs = Object.fromEntries(
    INPUTS.map((field) => [field, input(t.payments[field], sql.placeholder(`payment.${field}`))]),
  );
  return db.insert(t.payments).select(
    db
      .select(
        everyColumn(t.payments, {
          ...inputs,
          payableKind: sql.raw(`'${payable.kind}'`),
          payableId: payable.id,
          customerId: payable.customerId,
        }),
      )
      .from(source),
  );
}

/** The values of `paymentInsertFrom`'s inputs for `payment`. */
export function paymentInputs(payment: Pick<PaymentRow, (typeof INPUTS)[number]>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of INPUTS) values[`payment.${field}`] = payment[field];
  values['payment.updatedAt'] = payment.updatedAt.toISOString();
  return values;
}
