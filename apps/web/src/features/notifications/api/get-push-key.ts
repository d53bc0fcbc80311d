import { api } from '../../../lib/api-client.ts';

/** GET /api/dispositivo/chave-publica: the VAPID public key (base64url) the browser subscribes with. */
export async function getPushKey(): Promise<string> {
  const data = await api.get<{ chave_publica: string }>('dispositivo/chave-publica');
  return data.chave_publica;
}
