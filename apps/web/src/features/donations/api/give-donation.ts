import type { DonationBody, DonationWire } from '@comanda/contract';
import { REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { postIdempotent } from '../../../lib/idempotent-post.ts';
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
  const answer = await postIdempotent('doacao', body, idempotencyKey);
  if (answer.kind === 'unanswered') return { ok: false, status: 0, message: REQUEST_FAILED_MESSAGE };
  if (answer.kind === 'unauthorized') {
    expireSession();
    return { ok: false, status: 401, message: answer.message };
  }
  if (answer.kind === 'accepted')
    return { ok: true, donation: answer.data as DonationWire, message: answer.message };
  const { status, envelope } = answer;
  // A card refusal (422) and a provider's failure (502/503) are worded for the customer; other 5xx are not.
  const worded = envelope?.message && (status < 500 || status === 502 || status === 503);
  return { ok: false, status, message: worded ? (envelope?.message as string) : REQUEST_FAILED_MESSAGE };
}
