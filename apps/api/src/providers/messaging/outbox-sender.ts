import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { MessageSender } from './message-sender.ts';

/** Built-in default: messages are stored in the database (shown at /dev/outbox outside production), never sent. */
export function outboxSender(db: Db): MessageSender {
  return {
    async sendSms(to, text) {
      await db.insert(outboxMessages).values({ canal: 'sms', destinatario: to, texto: text });
    },
    async sendEmail(to, subject, text, html) {
      await db
        .insert(outboxMessages)
        .values({ canal: 'email', destinatario: to, assunto: subject, texto: text, html: html ?? null });
    },
  };
}
