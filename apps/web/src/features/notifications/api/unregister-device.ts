import { apiFetch, buildUrl } from '../../../lib/api-client.ts';

/**
 * DELETE /api/dispositivo: unlinks this device's push `token` from the account whose session `headers` belong to
 * (at logout, when the stored session is already gone). Plain `fetch`, kept alive if the page goes away, and outside
 * the client's 401 handling: an expired session must not raise the 'Sessão expirada' alert during a logout.
 * Answers whether the API confirmed it.
 */
export async function unregisterDevice(token: string, headers: Record<string, string>): Promise<boolean> {
  try {
    const response = await apiFetch(buildUrl('dispositivo'), {
      method: 'DELETE',
      headers,
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
