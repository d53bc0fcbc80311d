import { onlyDigits } from '@comanda/domain';
import { desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Queries on the messages the built-in outbox provider kept. */
export const outboxRepository = {
  /** The newest messages, only those to `to` (a phone in any format, or an e-mail) when given. */
  latest(db: Db, to: string | undefined, limit: number): Promise<OutboxRow[]> {
    const filter = to
      ? or(eq(outboxMessages.destinatario, to), eq(outboxMessages.destinatario, onlyDigits(to)))
      : undefined;
    return db.select().from(outboxMessages).where(filter).orderBy(desc(outboxMessages.id)).limit(limit);
  },
};
