import { apiFetch, buildHeaders, buildUrl, type Envelope } from './api-client.ts';
import { SESSION_EXPIRED_TITLE } from './texts.ts';

/**
 * What a POST sent with an `Idempotency-Key` got back:
 * - `unanswered`: no answer at all; only then may the same attempt be sent again with the same key;
 * - `unauthorized`: a 401, with the message to show; the caller ends the session (§4 Session);
 * - `accepted`: a success envelope with its `data` and the server's message, if any;
 * - `refused`: anything else, with the HTTP status and the envelope when the body was one.
 */
export type IdempotentAnswer =
  | { kind: 'unanswered' }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'accepted'; data: unknown; message: string | undefined }
  | { kind: 'refused'; status: number; envelope: Envelope<unknown> | null };

/** The answer to the POST, or null when none came (offline, refused connection, aborted). */
async function send(path: string, body: unknown, idempotencyKey: string): Promise<Response | null> {
  try {
    return await apiFetch(buildUrl(path), {
      method: 'POST',
      headers: buildHeaders('POST', { 'Idempotency-Key': idempotencyKey }),
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return null;
  }
}

/**
 * POST `body` to `path` with the attempt's `Idempotency-Key`. Unlike `api.post` it keeps a refusal's envelope
 * whole, for callers that word or act on it themselves.
 */
export async function postIdempotent(
  path: string,
  body: unknown,
  idempotencyKey: string,
): Promise<IdempotentAnswer> {
  const response = await send(path, body, idempotencyKey);
  if (!response) return { kind: 'unanswered' };
  let envelope: Envelope<unknown> | null = null;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    envelope = null;
  }
  if (response.status === 401 || envelope?.responseCode === 401)
    return { kind: 'unauthorized', message: envelope?.message ?? SESSION_EXPIRED_TITLE };
  if (response.ok && envelope?.status === 'success' && envelope.data)
    return { kind: 'accepted', data: envelope.data, message: envelope.message };
  return { kind: 'refused', status: response.status, envelope };
}
