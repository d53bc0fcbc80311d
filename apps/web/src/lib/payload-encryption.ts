import {
  ENCRYPT_DAY_HEADER,
  ENCRYPT_HEADER,
  PAYLOAD_IV_BYTES,
  payloadKeyDay,
  payloadKeyPath,
} from '@comanda/contract';

/**
 * §7 optional payload encryption, the browser's side (docs/security.md, ADR 0171): loaded only by builds made with
 * VITE_PAYLOAD_ENCRYPTION=on, through `apiFetch`. The day's key comes from GET chave/{dia} and is kept for the day.
 */

let cached: { day: string; key: Promise<CryptoKey | Response> } | null = null;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The key of `day`, or the API's answer when it gave none (a 404 for a day it does not serve, a 5xx …). */
async function fetchKey(day: string): Promise<CryptoKey | Response> {
  const response = await fetch(`/api/${payloadKeyPath(day)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) return response;
  const { data } = (await response.json()) as { data: { chave: string } };
  return crypto.subtle.importKey('raw', fromBase64(data.chave), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** The key of the current day (fetched once a day, or again after `forgetKey`). */
function currentKey(): { day: string; key: Promise<CryptoKey | Response> } {
  const day = payloadKeyDay(Date.now());
  if (cached?.day !== day) {
    const entry = { day, key: fetchKey(day) };
    entry.key.then(
      (key) => key instanceof Response && cached === entry && forgetKey(),
      () => cached === entry && forgetKey(),
    );
    cached = entry;
  }
  return cached;
}

function forgetKey(): void {
  cached = null;
}

async function seal(key: CryptoKey, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(PAYLOAD_IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(plaintext),
  );
  const bytes = new Uint8Array(PAYLOAD_IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), PAYLOAD_IV_BYTES);
  return toBase64(bytes);
}

/** The plaintext of a sealed `data`, or null when it does not open under `key`. */
async function open(key: CryptoKey, data: string): Promise<string | null> {
  try {
    const bytes = fromBase64(data);
    const iv = bytes.subarray(0, PAYLOAD_IV_BYTES);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, bytes.subarray(PAYLOAD_IV_BYTES));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** The sealed `data` of an answer whose whole body is `{ data: string }`; null for any other body. */
function sealedData(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return null;
    const { data, ...rest } = body as { data?: unknown };
    return typeof data === 'string' && Object.keys(rest).length === 0 ? data : null;
  } catch {
    return null;
  }
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function withBody(response: Response, body: string): Response {
  return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** What the client's 401 handling turns into the session-expiry flow (§8 'Sessão expirada'). */
function decryptionFailed(): Response {
  const body = { status: 'error', code: 'payload_decryption_failed', responseCode: 401 };
  return new Response(JSON.stringify(body), { status: 401, headers: { 'Content-Type': 'application/json' } });
}

async function refusedAsUndecryptable(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'payload_decryption_failed';
}

/**
 * `fetch` for an API call with `Encrypt: true`: the JSON body sealed into `{ data }` under the day's key, and the
 * answer's `{ data }` opened, given back as a Response of the plain JSON with the same status. When the server could
 * not open the body (nothing was done), the key is fetched again and the call sent once more; when the answer does
 * not open, a fresh key is tried on it. A second failure answers a 401 `payload_decryption_failed`, which the
 * callers' 401 handling turns into the session-expiry flow.
 */
export async function encryptedFetch(input: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const { day, key } = currentKey();
    const dayKey = await key;
    if (dayKey instanceof Response) return dayKey.status === 404 ? decryptionFailed() : dayKey;
    const headers = {
      ...(init.headers as Record<string, string>),
      [ENCRYPT_HEADER]: 'true',
      [ENCRYPT_DAY_HEADER]: day,
    };
    const body =
      typeof init.body === 'string' ? JSON.stringify({ data: await seal(dayKey, init.body) }) : init.body;
    const response = await fetch(input, { ...init, headers, body: body ?? null });
    if (await refusedAsUndecryptable(response)) {
      forgetKey();
      continue;
    }
    const text = await response.text();
    const data = sealedData(text);
    // a plain answer is trusted only as a refusal (the server's own, a proxy's): a success must come sealed
    if (data === null) return response.ok ? decryptionFailed() : withBody(response, text);
    const opened = await open(dayKey, data);
    if (opened !== null) return withBody(response, opened);
    forgetKey();
    const fresh = await currentKey().key;
    const reopened = fresh instanceof Response ? null : await open(fresh, data);
    return reopened === null ? decryptionFailed() : withBody(response, reopened);
  }
  return decryptionFailed();
}
