import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { httpSmsSender } from './http-sms-sender.ts';
import type { MessageSender } from './message-sender.ts';
import { outboxSender } from './outbox-sender.ts';
import { smtpEmailSender } from './smtp-sender.ts';

export type { MessageSender } from './message-sender.ts';

export interface Messaging {
  sender: MessageSender;
  /** True for the outbox: stored messages can be listed at /dev/outbox (outside production). */
  isOutbox: boolean;
  close(): void;
}

/** The sender MESSAGING_PROVIDER selects: the built-in outbox, or SMTP e-mail plus the HTTP SMS provider. */
export function createMessaging(env: Env, db: Db): Messaging {
  switch (env.MESSAGING_PROVIDER) {
    case 'outbox':
      return { sender: outboxSender(db), isOutbox: true, close: () => {} };
    case 'smtp+http': {
      const email = smtpEmailSender({ url: env.SMTP_URL!, from: env.SMTP_FROM! });
      const sms = httpSmsSender({ url: env.SMS_API_URL, token: env.SMS_API_TOKEN!, sender: env.SMS_SENDER! });
      return {
        sender: { sendEmail: email.sendEmail, sendSms: sms.sendSms },
        isOutbox: false,
        close: email.close,
      };
    }
    default: {
      const unknown: never = env.MESSAGING_PROVIDER;
      throw new Error(`unknown messaging provider ${unknown}`);
    }
  }
}
