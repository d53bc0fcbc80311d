import type { DonationBody, DonationWire } from '@comanda/contract';
import { buildHeaders, buildUrl, type Envelope, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { ensureFreshSession, expireSession } from '../../auth/index.ts';

/**
 * What POST /api/doacao answered: the donation (approved card, or a Pix to pay), or a refusal with the pt-BR message
 * to show. A request that got no answer is a refusal with HTTP status 0: only then may the attempt be sent again
 * with the same `Idempotency-Key`.
 */
export type DonationAnswer =
  | { ok: true; donation: DonationWire; message: string | undefined }
  | { ok: false; status: number; message: string };

/** POST /api/doacao with the attempt's `Idempotency-Key`; a 401 ends the session (§4 Session). */
export async function giveDonation(body: DonationBody, idempotencyKey: string): Promise<DonationAnswer> {
  await ensureFreshSession();
  let response: Response;
  try {
    response = await fetch(buildUrl('doacao'), {
      method: 'POST',
      headers: buildHeaders('POST', { 'Idempotency-Key': idempotencyKey }),
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: REQUEST_FAILED_MESSAGE };
  }
  let envelope: Envelope<unknown> | null = null;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    envelope = null;
  }
  if (response.status === 401 || envelope?.responseCode === 401) {
    expireSession();
    return { ok: false, status: 401, message: envelope?.message ?? 'Sessão expirada' };
  }
  if (response.ok && envelope?.status === 'success' && envelope.data)
    return { ok: true, donation: envelope.data as DonationWire, message: envelope.message };
  // A card refusal (422) and a provider's failure (502/503) are worded for the customer; other 5xx are not.
  const worded =
    envelope?.message && (response.status < 500 || response.status === 502 || response.status === 503);
  return {
    ok: false,
    status: response.status,
    message: worded ? (envelope?.message as string) : REQUEST_FAILED_MESSAGE,
  };
}
