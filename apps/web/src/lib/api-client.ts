import { APP_VERSION, PLATFORM } from '@comanda/domain';
import { readCurrentUser } from './auth.ts';
import { expireSession } from './session.ts';

export const REQUEST_FAILED_MESSAGE = 'Ocorreu um erro, tente novamente!';
const API_BASE = '/api';
const CSRF_COOKIE = 'XSRF-TOKEN';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Resolve with the whole envelope (`{ status, message, data }`) instead of its data, to show the message. */
  envelope?: boolean;
}

/** A refused or failed call; `message` is already the pt-BR text to show the customer. */
export class ApiError extends Error {
  readonly status: number;
  readonly responseCode: number | undefined;
  constructor(message: string, status: number, responseCode?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.responseCode = responseCode;
  }
}

export interface Envelope<T = unknown> {
  status?: string;
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
  const user = readCurrentUser();
  if (user) headers.Authorization = `Bearer ${user.jwt}`;
  if (method.toUpperCase() !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers['X-XSRF-TOKEN'] = csrf;
  }
  return { ...headers, ...extra };
}

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
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers: buildHeaders(method, options.headers),
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(REQUEST_FAILED_MESSAGE, 0);
  }

  const envelope = await readEnvelope(response);
  if (response.status === 401 || envelope?.responseCode === 401) {
    expireSession();
    throw new ApiError(envelope?.message ?? 'Sessão expirada', 401, 401);
  }
  if (!response.ok || envelope?.status !== 'success') {
    const message = response.status >= 500 || !envelope?.message ? REQUEST_FAILED_MESSAGE : envelope.message;
    throw new ApiError(message, response.status, envelope?.responseCode);
  }
  return (options.envelope ? envelope : envelope.data) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => apiRequest<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => apiRequest<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
