import nodemailer from 'nodemailer';
import type { MessageSender } from './message-sender.ts';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  /** The From header, e.g. 'Hanami Sushi <nao-responda@hanamisushi.com.br>'. */
  from: string;
}

/** E-mail through any SMTP server (nodemailer). SMS is left to another sender. */
export function smtpEmailSender(options: SmtpOptions): Pick<MessageSender, 'sendEmail'> & { close(): void } {
  const transport = nodemailer.createTransport(options.url, { logger: false, debug: false });
  return {
    async sendEmail(to, subject, text, html) {
      await transport.sendMail({ from: options.from, to, subject, text, ...(html ? { html } : {}) });
    },
    close: () => transport.close(),
  };
}
