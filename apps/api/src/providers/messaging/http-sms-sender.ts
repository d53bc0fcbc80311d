import type { MessageSender } from './message-sender.ts';

export interface HttpSmsOptions {
  /** The provider's send endpoint, e.g. https://api.zenvia.com/v2/channels/sms/messages */
  url: string;
  /** API token sent in the X-API-TOKEN header. */
  token: string;
  /** Sender id registered with the provider. */
  sender: string;
  /** Milliseconds before the request is abandoned. */
  timeoutMs?: number;
}

export class SmsDeliveryError extends Error {}

/**
 * SMS through Zenvia's REST API v2 (`POST /v2/channels/sms/messages` with `X-API-TOKEN` and
 * `{ from, to, contents: [{ type: 'text', text }] }`); `to` in international form without '+' (5561999998888).
 * Errors never carry the message text, which holds the code.
 */
export function httpSmsSender(options: HttpSmsOptions): Pick<MessageSender, 'sendSms'> {
  return {
    async sendSms(to, text) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-api-token': options.token,
          },
          body: JSON.stringify({ from: options.sender, to: `55${to}`, contents: [{ type: 'text', text }] }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS provider unreachable: ${(error as Error).name}`);
      }
      await response.body?.cancel();
      if (!response.ok) throw new SmsDeliveryError(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
