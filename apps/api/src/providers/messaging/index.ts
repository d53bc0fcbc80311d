import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { httpSmsSender } from './http-sms-sender.ts';
import type { MessageSender } from './message-sender.ts';
import { outboxSender, type RecipientHasher } from './outbox-sender.ts';
import { smtpEmailSender } from './smtp-sender.ts';

export type { MessageSender } from './message-sender.ts';

export interface Messaging {
  sender: MessageSender;
  /** True for the outbox: stored messages can be listed at /dev/outbox (outside production). */
  isOutbox: boolean;
  /**
   * Runs a send. The outbox writes before the answer (tests and the e2e suite read codes at once); a real
   * provider runs after it, so response time never tells whether a message was sent. Failures are logged.
   */
  deliver(send: () => Promise<void>, log: { error(obj: object, msg: string): void }): Promise<void>;
  /** Resolves when every background send has finished. */
  idle(): Promise<void>;
  close(): void;
}

function withDelivery(sender: MessageSender, isOutbox: boolean, close: () => void): Messaging {
  const pending = new Set<Promise<void>>();
  return {
    sender,
    isOutbox,
    close,
    async deliver(send, log) {
      const run = send().catch((error: unknown) => {
        log.error(
          { err: { type: (error as Error).name, message: (error as Error).message } },
          'message delivery failed',
        );
      });
      if (isOutbox) return run;
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}

/**
 * The sender MESSAGING_PROVIDER selects: the built-in outbox, or SMTP e-mail plus the HTTP SMS provider. The outbox
 * keys each recipient with `hasher` so account deletion can find the messages (docs/accounts.md).
 */
export function createMessaging(env: Env, db: Db, hasher: RecipientHasher): Messaging {
  switch (env.MESSAGING_PROVIDER) {
    case 'outbox':
      return withDelivery(outboxSender(db, hasher), true, () => {});
    case 'smtp+http': {
      const email = smtpEmailSender({ url: env.SMTP_URL!, from: env.SMTP_FROM! });
      const sms = httpSmsSender({ url: env.SMS_API_URL, token: env.SMS_API_TOKEN!, sender: env.SMS_SENDER! });
      return withDelivery({ sendEmail: email.sendEmail, sendSms: sms.sendSms }, false, email.close);
    }
    default: {
      const unknown: never = env.MESSAGING_PROVIDER;
      throw new Error(`unknown messaging provider ${unknown}`);
    }
  }
}
