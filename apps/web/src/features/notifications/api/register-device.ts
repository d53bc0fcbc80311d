import type { DevicePlatform } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/**
 * POST /api/dispositivo (§7): registers this device's push token — a browser's subscription as JSON ('web'), or the
 * native app's FCM/APNs token ('android', 'ios'); with a logged-in user the bearer token links it to the account.
 * Answers the envelope, to show its message.
 */
export async function registerDevice(device: {
  token: string;
  plataforma: DevicePlatform;
}): Promise<Envelope<null>> {
  await ensureFreshSession();
  return api.post<Envelope<null>>('dispositivo', { body: device, envelope: true });
}
