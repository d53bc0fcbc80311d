import type { DonationBody, DonationWire, ErrorCode } from '@comanda/contract';
import { fallbackErrorCode, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { postIdempotent } from '../../../lib/idempotent-post.ts';
import { ensureFreshSession, expireSession } from '../../auth/index.ts';

/**
 * What POST /api/doacao answered: the donation (a card paid or still being confirmed, or a Pix to pay), or a refusal
 * with its stable `code` and the pt-BR message to show. A request that got no answer is a refusal with the code
 * `network_error` and HTTP status 0.
 */
export type DonationAnswer =
  | { ok: true; donation: DonationWire; message: string | undefined }
  | { ok: false; status: number; code: ErrorCode; message: string };

/** POST /api/doacao with the attempt's `Idempotency-Key`; a 401 ends the session (§4 Session). */
export async function giveDonation(body: DonationBody, idempotencyKey: string): Promise<DonationAnswer> {
  await ensureFreshSession();
  const answer = await postIdempotent('doacao', body, idempotencyKey);
  if (answer.kind === 'unanswered')
    return { ok: false, status: 0, code: 'network_error', message: REQUEST_FAILED_MESSAGE };
  if (answer.kind === 'unauthorized') {
    expireSession();
    return { ok: false, status: 401, code: 'not_authenticated', message: answer.message };
  }
  if (answer.kind === 'accepted')
    return { ok: true, donation: answer.data as DonationWire, message: answer.message };
  const { status, envelope } = answer;
  const code = typeof envelope?.code === 'string' ? (envelope.code as ErrorCode) : fallbackErrorCode(status);
  // A card refusal (422) and a provider's failure (502/503) are worded for the customer; other 5xx are not.
  const worded = envelope?.message && (status < 500 || status === 502 || status === 503);
  return {
    ok: false,
    status,
    code,
    message: worded ? (envelope?.message as string) : REQUEST_FAILED_MESSAGE,
  };
}
