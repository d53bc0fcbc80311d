import type { SupportMessage } from '@comanda/contract';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportMessages } from '../../db/schema/support.ts';
import { customerNamesQuery } from '../account/index.ts';
import { customersOrderStore } from '../orders/index.ts';
import { storeNamesQuery } from '../stores/index.ts';

type MessageRow = typeof supportMessages.$inferSelect;

export function messageOnWire(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    autor: row.author,
    texto: row.body,
    pedido_id: row.orderId,
    enviada_em: row.createdAt.toISOString(),
    lida_em: row.readAt?.toISOString() ?? null,
  };
}

/** How many conversations the board lists: the most recent ones. */
const THREADS_LISTED = 100;

export const supportRepository = {
  async store(db: Db, storeId: number) {
    const store = storeNamesQuery(db);
    const [row] = await db
      .select({ id: store.id, nome: store.nome })
      .from(store)
      .where(eq(store.id, storeId));
    return row ?? null;
  },

  async customerName(db: Db, customerId: number): Promise<string | null> {
    const customer = customerNamesQuery(db);
    const [row] = await db.select({ nome: customer.nome }).from(customer).where(eq(customer.id, customerId));
    return row ? row.nome : null;
  },

  /** The store of one of the customer's orders, or null. */
  orderStore: customersOrderStore,

  insert(db: Db, values: typeof supportMessages.$inferInsert) {
    return db
      .insert(supportMessages)
      .values(values)
      .returning()
      .then(([row]) => row!);
  },

  conversation(db: Db, customerId: number, storeId: number) {
    return db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.customerId, customerId), eq(supportMessages.storeId, storeId)))
      .orderBy(asc(supportMessages.id));
  },

  /** Marks what the other side wrote as read now; `reader` is who is reading. */
  markRead(db: Db, customerId: number, storeId: number, reader: MessageRow['author'], at: Date) {
    return db
      .update(supportMessages)
      .set({ readAt: at })
      .where(
        and(
          eq(supportMessages.customerId, customerId),
          eq(supportMessages.storeId, storeId),
          eq(supportMessages.author, reader === 'cliente' ? 'loja' : 'cliente'),
          isNull(supportMessages.readAt),
        ),
      );
  },

  /** The store's conversations: each customer's last message, the most recent conversation first. */
  async threads(db: Db, storeId: number) {
    const customer = customerNamesQuery(db);
    const last = await db
      .selectDistinctOn([supportMessages.customerId], { message: supportMessages, nome: customer.nome })
      .from(supportMessages)
      .innerJoin(customer, eq(customer.id, supportMessages.customerId))
      .where(eq(supportMessages.storeId, storeId))
      .orderBy(supportMessages.customerId, desc(supportMessages.id));
    const unread = await db
      .select({ customerId: supportMessages.customerId, unread: count() })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.storeId, storeId),
          eq(supportMessages.author, 'cliente'),
          isNull(supportMessages.readAt),
        ),
      )
      .groupBy(supportMessages.customerId);
    const unreadOf = new Map(unread.map((row) => [row.customerId, row.unread]));
    return last
      .sort((a, b) => b.message.id - a.message.id)
      .slice(0, THREADS_LISTED)
      .map((row) => ({ ...row, unread: unreadOf.get(row.message.customerId) ?? 0 }));
  },

  /** Every message of a customer, with the store's name, for the data export. */
  all(db: Db, customerId: number) {
    const store = storeNamesQuery(db);
    return db
      .select({ message: supportMessages, loja: store.nome })
      .from(supportMessages)
      .innerJoin(store, eq(store.id, supportMessages.storeId))
      .where(eq(supportMessages.customerId, customerId))
      .orderBy(asc(supportMessages.id));
  },

  erase(db: Db, customerId: number) {
    return db.delete(supportMessages).where(eq(supportMessages.customerId, customerId));
  },
};
