import type { ErrorCode } from '@comanda/contract';
import { APP_VERSION, PLATFORM } from '@comanda/domain';
import { REQUEST_FAILED_MESSAGE, SESSION_EXPIRED_TITLE } from './texts.ts';

export { REQUEST_FAILED_MESSAGE };

const API_BASE = '/api';
const CSRF_COOKIE = 'XSRF-TOKEN';

/**
 * What the client needs from the session, which the auth feature owns: the bearer token to send and what to do
 * when the API refuses it (§4 Session). Connected by the auth feature when it loads.
 */
export interface ApiSession {
  accessToken: () => string | undefined;
  expire: () => void;
}

let session: ApiSession = { accessToken: () => undefined, expire: () => undefined };

export function connectApiSession(next: ApiSession): void {
  session = next;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Resolve with the whole envelope (`{ status, message, data }`) instead of its data, to show the message. */
  envelope?: boolean;
}

/**
 * The code of a failure whose answer carries none (no answer at all, a proxy's page, a 5xx that is not JSON):
 * decided by the HTTP status.
 */
export function fallbackErrorCode(status: number): ErrorCode {
  if (status === 0) return 'network_error';
  if (status === 401) return 'not_authenticated';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'service_unavailable';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'internal_error';
}

/**
 * A refused or failed call; `message` is already the pt-BR text to show the customer, `code` the stable reason
 * to branch on (packages/contract's error codes; never compare the message).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly responseCode: number | undefined;
  constructor(message: string, status: number, options: { code?: ErrorCode; responseCode?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code ?? fallbackErrorCode(status);
    this.responseCode = options.responseCode;
  }
}

export interface Envelope<T = unknown> {
  status?: string;
  code?: string;
  message?: string;
  data?: T;
  responseCode?: number;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The §7 headers: JSON, the Encrypt flag (off), bearer when logged in, CSRF on non-GET, platform and version. */
export function buildHeaders(method: string, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Encrypt: 'false',
    'X-Platform': PLATFORM,
    'X-App-Version': APP_VERSION,
  };
  const token = session.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method.toUpperCase() !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers['X-XSRF-TOKEN'] = csrf;
  }
  return { ...headers, ...extra };
}

/**
 * `fetch` for the API's JSON calls. A build made with VITE_PAYLOAD_ENCRYPTION=on sends them through the lazily loaded
 * payload encryption (§7, docs/security.md); any other build has none of it, not even this branch.
 */
export const apiFetch = (input: string, init: RequestInit): Promise<Response> =>
  import.meta.env.VITE_PAYLOAD_ENCRYPTION === 'on'
    ? import('./payload-encryption.ts').then((encryption) => encryption.encryptedFetch(input, init))
    : fetch(input, init);

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Envelope) : null;
  } catch {
    return null;
  }
}

/** Calls the API and resolves with the envelope's `data`; rejects with an ApiError otherwise. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(buildUrl(path, options.query), {
      method,
      headers: buildHeaders(method, options.headers),
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(REQUEST_FAILED_MESSAGE, 0, { code: 'network_error' });
  }

  const envelope = await readEnvelope(response);
  if (response.status === 401 || envelope?.responseCode === 401) {
    session.expire();
    throw new ApiError(envelope?.message ?? SESSION_EXPIRED_TITLE, 401, {
      code: 'not_authenticated',
      responseCode: 401,
    });
  }
  if (!response.ok || envelope?.status !== 'success') {
    const message = response.status >= 500 || !envelope?.message ? REQUEST_FAILED_MESSAGE : envelope.message;
    // The server's code is taken as sent (a newer server may know codes this build does not): checking it against
    // the contract's list would bring the whole list into the first load.
    const code =
      typeof envelope?.code === 'string' ? (envelope.code as ErrorCode) : fallbackErrorCode(response.status);
    throw new ApiError(message, response.status, {
      code,
      ...(envelope?.responseCode === undefined ? {} : { responseCode: envelope.responseCode }),
    });
  }
  return (options.envelope ? envelope : envelope.data) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => apiRequest<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => apiRequest<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
