/** Sends the product's SMS and e-mail messages (login codes, e-mail verification, password reset). */
export interface MessageSender {
  /** Sends `text` by SMS to a Brazilian mobile number given as 11 digits (DDD + number). */
  sendSms(to: string, text: string): Promise<void>;
  /** Sends an e-mail with a plain-text body and, optionally, an HTML one. */
  sendEmail(to: string, subject: string, text: string, html?: string): Promise<void>;
}
