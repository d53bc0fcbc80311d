import { and, count, desc, eq, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneRow } from '../../db/json-rows.ts';
import { customerAddresses } from '../../db/schema/addresses.ts';
import { lockCustomer } from '../account/index.ts';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'customerId' | 'principal' | 'createdAt'
>;

/** One of the customer's addresses, as a query others compose (order placement reads it in its own statement). */
export function customerAddressQuery(db: Db, customerId: number | Placeholder, id: number | Placeholder) {
  return db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)));
}

/** One of the customer's addresses as a value of another module's select (order placement's one statement). */
export function customerAddressRow(db: Db, customerId: number | Placeholder, id: number | Placeholder) {
  return oneRow(customerAddresses, customerAddressQuery(db, customerId, id));
}

/** Queries on one customer's saved addresses; every one is scoped by customer id. */
export const addressesRepository = {
  /** The current address first, then the most recently saved. */
  list(db: Db, customerId: number): Promise<AddressRow[]> {
    return db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(
        desc(customerAddresses.principal),
        desc(customerAddresses.updatedAt),
        desc(customerAddresses.id),
      );
  },

  /** One of the customer's addresses; another customer's is null. */
  async byId(db: Db, customerId: number, id: number): Promise<AddressRow | null> {
    const [row] = await customerAddressQuery(db, customerId, id);
    return row ?? null;
  },

  /** Serialises changes to one customer's addresses (count limit, single current address) across processes. */
  async lockCustomer(tx: Db, customerId: number): Promise<void> {
    await lockCustomer(tx, customerId);
  },

  async count(tx: Db, customerId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    return row?.n ?? 0;
  },

  async insertCurrent(tx: Db, customerId: number, values: AddressValues, now: Date): Promise<AddressRow> {
    await this.clearCurrent(tx, customerId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, customerId, principal: true, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  },

  async update(tx: Db, customerId: number, id: number, values: AddressValues, now: Date) {
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...values, updatedAt: now })
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning();
    return row;
  },

  async clearCurrent(tx: Db, customerId: number): Promise<void> {
    await tx
      .update(customerAddresses)
      .set({ principal: false })
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.principal, true)));
  },

  async makeCurrent(tx: Db, customerId: number, id: number, now: Date): Promise<boolean> {
    const [owned] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
    if (!owned) return false;
    await this.clearCurrent(tx, customerId);
    await tx
      .update(customerAddresses)
      .set({ principal: true, updatedAt: now })
      .where(eq(customerAddresses.id, id));
    return true;
  },

  async remove(tx: Db, customerId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning();
    return row;
  },

  async removeAll(tx: Db, customerId: number): Promise<void> {
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  },
};
