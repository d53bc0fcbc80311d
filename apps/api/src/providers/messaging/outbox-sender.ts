import { onlyDigits } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { MessageSender } from './message-sender.ts';

/** Keys a phone (digits) or e-mail (lower-cased) the way codes and send limits are keyed (IdentifierHasher). */
export interface RecipientHasher {
  target(kind: 'phone' | 'email', value: string): string;
}

/**
 * The keyed hash stored beside an outbox message's recipient: the same value a verification code for that phone
 * or e-mail carries as its target, so deleting an account finds messages to every identifier it has had.
 */
export function outboxRecipientHash(hasher: RecipientHasher, canal: 'sms' | 'email', to: string): string {
  return canal === 'sms'
    ? hasher.target('phone', onlyDigits(to))
    : hasher.target('email', to.trim().toLowerCase());
}

/** Built-in default: messages are stored in the database (shown at /dev/outbox outside production), never sent. */
export function outboxSender(db: Db, hasher: RecipientHasher): MessageSender {
  return {
    async sendSms(to, text) {
      await db.insert(outboxMessages).values({
        canal: 'sms',
        destinatario: to,
        destinatarioHash: outboxRecipientHash(hasher, 'sms', to),
        texto: text,
      });
    },
    async sendEmail(to, subject, text, html) {
      await db.insert(outboxMessages).values({
        canal: 'email',
        destinatario: to,
        destinatarioHash: outboxRecipientHash(hasher, 'email', to),
        assunto: subject,
        texto: text,
        html: html ?? null,
      });
    },
  };
}
