import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** How many notifications the history screen lists (the newest first). */
export const NOTIFICATION_HISTORY_LIMIT = 100;

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
};
