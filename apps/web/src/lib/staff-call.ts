import { REQUEST_FAILED_MESSAGE } from './texts.ts';

/**
 * The staff pages' client (the order board at /operador, the back office at /gestao): a few lines of `fetch`, apart
 * from the customer app's client so that neither page brings the customer app's modules into its first load, nor
 * its own into the customer's.
 */

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';

/** A refused or failed call: `message` is the pt-BR text to show, `code` the API's stable reason. */
export class StaffApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A refused form's messages by field (`grupos.0.max`), when the API named them. */
  readonly fields: ReadonlyArray<{ campo: string; mensagem: string }>;
  constructor(
    message: string,
    status: number,
    code: string,
    fields: ReadonlyArray<{ campo: string; mensagem: string }> = [],
  ) {
    super(message);
    this.name = 'StaffApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The pt-BR message of a failed call, whatever failed. */
export const staffFailureMessage = (error: unknown): string =>
  error instanceof StaffApiError ? error.message : REQUEST_FAILED_MESSAGE;

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [cookieName, ...rest] = part.trim().split('=');
    if (cookieName === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function readEnvelope(
  response: Response,
): Promise<{ message?: unknown; code?: unknown; data?: unknown; errors?: unknown }> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return {};
  try {
    return ((await response.json()) as Record<string, unknown> | null) ?? {};
  } catch {
    return {};
  }
}

export interface StaffCallInit {
  method?: string;
  body?: unknown;
  /** A file sent as the body with its own type (a picture), instead of JSON. */
  file?: Blob;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
}

/** `/api{path}` with the query's defined values. */
export function staffUrl(path: string, query?: StaffCallInit['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** One call of the staff API: answers the envelope's data or throws StaffApiError. */
export async function staffCall<T>(path: string, init: StaffCallInit = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { ...init.headers, Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.file) headers['Content-Type'] = init.file.type;
  // the page's cookies make a state-changing call subject to the double-submit check (§7)
  const csrf = method === 'GET' ? undefined : readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await fetch(staffUrl(path, init.query), {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.file ? { body: init.file } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new StaffApiError(REQUEST_FAILED_MESSAGE, 0, 'network_error');
  }
  const envelope = await readEnvelope(response);
  if (!response.ok) {
    const message =
      response.status < 500 && typeof envelope.message === 'string'
        ? envelope.message
        : REQUEST_FAILED_MESSAGE;
    const code = typeof envelope.code === 'string' ? envelope.code : 'request_failed';
    const fields = Array.isArray(envelope.errors)
      ? (envelope.errors as Array<{ campo: string; mensagem: string }>)
      : [];
    throw new StaffApiError(message, response.status, code, fields);
  }
  if (envelope.data === undefined)
    throw new StaffApiError(REQUEST_FAILED_MESSAGE, response.status, 'bad_answer');
  return envelope.data as T;
}
