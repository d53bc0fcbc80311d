import { onlyDigits } from '@comanda/domain';
import { desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { outboxRecipientHash, type RecipientHasher } from '../../providers/messaging/outbox-sender.ts';

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

  /**
   * Account deletion: the messages sent to any phone or e-mail the customer has had. Messages stored before the
   * recipient's hash was kept get it first, so that they are found too (in practice, once).
   */
  async removeTo(db: Db, hasher: RecipientHasher, recipientHashes: string[]): Promise<void> {
    if (!recipientHashes.length) return;
    const legacy = await db
      .select({
        id: outboxMessages.id,
        canal: outboxMessages.canal,
        destinatario: outboxMessages.destinatario,
      })
      .from(outboxMessages)
      .where(isNull(outboxMessages.destinatarioHash))
      .orderBy(outboxMessages.id);
    for (const row of legacy)
      await db
        .update(outboxMessages)
        .set({ destinatarioHash: outboxRecipientHash(hasher, row.canal, row.destinatario) })
        .where(eq(outboxMessages.id, row.id));
    await db.delete(outboxMessages).where(inArray(outboxMessages.destinatarioHash, recipientHashes));
  },
};
