import { desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { everyColumn, input } from '../../db/insert-select.ts';
import { notifications } from '../../db/schema/notifications.ts';

/** How many notifications the history screen lists (the newest first). */
export const NOTIFICATION_HISTORY_LIMIT = 100;

/** What a row source (a CTE of another module's statement) gives a notification. */
export interface NotificationFrom {
  customerId: SQLWrapper;
  createdAt: SQLWrapper;
}

/**
 * A notification for each row of `source`, as an insert another module puts in its own statement (a new order's:
 * the customer is told of it in the same statement that places it). Its title and text are the statement's inputs
 * `notification.titulo` and `notification.mensagem`.
 */
export function notificationInsertFrom(
  db: Db,
  source: Parameters<ReturnType<Db['select']>['from']>[0],
  values: NotificationFrom,
) {
  const text = (field: 'titulo' | 'mensagem') =>
    input(notifications[field], sql.placeholder(`notification.${field}`));
  return db
    .insert(notifications)
    .select(
      db
        .select(everyColumn(notifications, { ...values, titulo: text('titulo'), mensagem: text('mensagem') }))
        .from(source),
    );
}

/** Queries on customers' notification history; every one is scoped by customer id. */
export const notificationsRepository = {
  listFor(db: Db, customerId: number) {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customerId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_HISTORY_LIMIT);
  },

  /** Records a notification sent to a customer (order updates, campaigns). */
  async add(db: Db, customerId: number, titulo: string, mensagem: string, at: Date): Promise<void> {
    await db.insert(notifications).values({ customerId, titulo, mensagem, createdAt: at });
  },

  /** Account deletion: the customer's whole history. */
  async removeAll(db: Db, customerId: number): Promise<void> {
    await db.delete(notifications).where(eq(notifications.customerId, customerId));
  },
};
