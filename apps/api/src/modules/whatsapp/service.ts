import { randomUUID } from 'node:crypto';
import type { WhatsappConversation, WhatsappLinkBody } from '@comanda/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappLinks } from '../../db/schema/whatsapp.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import { WHATSAPP_MESSAGES } from './texts.ts';

/** Links this long past their expiry are deleted (what the bot knew of a customer is not kept). */
const KEEP_EXPIRED_MS = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface WhatsappService {
  /** A new single-use link with what the bot knows; answers its id and expiry. */
  issue(body: WhatsappLinkBody): Promise<{ uuid: string; expiresAt: Date }>;
  /** Opens a link once: what the app pre-fills. Unknown 404, already opened or expired 410. */
  open(uuid: string): Promise<WhatsappConversation>;
}

export function whatsappService(db: Db, options: { linkMinutes: number; clock: Clock }): WhatsappService {
  return {
    async issue(body) {
      const now = options.clock();
      const expiresAt = new Date(now.getTime() + options.linkMinutes * 60_000);
      const uuid = randomUUID();
      await db
        .delete(whatsappLinks)
        .where(lt(whatsappLinks.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
      await db.insert(whatsappLinks).values({
        id: uuid,
        celular: body.celular,
        nome: body.nome ?? null,
        endereco: body.endereco ?? null,
        createdAt: now,
        expiresAt,
      });
      return { uuid, expiresAt };
    },

    async open(uuid) {
      if (!UUID.test(uuid)) throw new HttpError(404, 'whatsapp_link_not_found', WHATSAPP_MESSAGES.notFound);
      const now = options.clock();
      // one statement: of two opens at once, only one finds the link unused
      const [opened] = await db
        .update(whatsappLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(whatsappLinks.id, uuid),
            sql`${whatsappLinks.usedAt} is null`,
            sql`${whatsappLinks.expiresAt} > ${now}`,
          ),
        )
        .returning();
      if (opened) return { celular: opened.celular, nome: opened.nome, endereco: opened.endereco ?? null };
      const [link] = await db.select().from(whatsappLinks).where(eq(whatsappLinks.id, uuid));
      if (!link) throw new HttpError(404, 'whatsapp_link_not_found', WHATSAPP_MESSAGES.notFound);
      if (link.usedAt) throw new HttpError(410, 'whatsapp_link_used', WHATSAPP_MESSAGES.used);
      throw new HttpError(410, 'whatsapp_link_expired', WHATSAPP_MESSAGES.expired);
    },
  };
}
