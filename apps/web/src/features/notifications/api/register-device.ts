import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/**
 * POST /api/dispositivo (§7): registers this browser's push subscription (its JSON, `plataforma` 'web'); with a
 * logged-in user the bearer token links it to the account. Answers the envelope, to show its message.
 */
export async function registerDevice(subscription: PushSubscription): Promise<Envelope<null>> {
  await ensureFreshSession();
  return api.post<Envelope<null>>('dispositivo', {
    body: { token: JSON.stringify(subscription), plataforma: 'web' },
    envelope: true,
  });
}
