import type { OperatorOrderWire } from '@comanda/contract';
import type { OrderStatus } from '@comanda/domain';
import { REQUEST_FAILED_MESSAGE } from '../lib/texts.ts';

export { REQUEST_FAILED_MESSAGE };

/** The header that carries the store's key on every call of the board. */
export const OPERATOR_KEY_HEADER = 'X-Operator-Key';
export const BOARD_EVENTS_URL = '/api/operador/eventos';

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';

export interface BoardStore {
  id: number;
  nome: string;
}

export interface Board {
  loja: BoardStore;
  pedidos: OperatorOrderWire[];
}

/** A refused or failed call: `message` is the pt-BR text to show, `code` the API's stable reason. */
export class OperatorApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'OperatorApiError';
    this.status = status;
    this.code = code;
  }
}

/** True when the API refused the store's key: the board must ask for a key again. */
export const isKeyRefused = (error: unknown): error is OperatorApiError =>
  error instanceof OperatorApiError && error.status === 401;

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [cookieName, ...rest] = part.trim().split('=');
    if (cookieName === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The headers of every call made with the store's key. */
export function keyHeaders(key: string): Record<string, string> {
  return { [OPERATOR_KEY_HEADER]: key };
}

async function readEnvelope(
  response: Response,
): Promise<{ message?: unknown; code?: unknown; data?: unknown }> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return {};
  try {
    return ((await response.json()) as Record<string, unknown> | null) ?? {};
  } catch {
    return {};
  }
}

/** One call of the board's API with the store's key; answers the envelope's data or throws OperatorApiError. */
export async function call<T>(
  key: string,
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal },
) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { ...keyHeaders(key), Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  // the page's cookies make a state-changing call subject to the double-submit check (§7)
  const csrf = method === 'GET' ? undefined : readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new OperatorApiError(REQUEST_FAILED_MESSAGE, 0, 'network_error');
  }
  const envelope = await readEnvelope(response);
  if (!response.ok) {
    const message =
      response.status < 500 && typeof envelope.message === 'string'
        ? envelope.message
        : REQUEST_FAILED_MESSAGE;
    const code = typeof envelope.code === 'string' ? envelope.code : 'request_failed';
    throw new OperatorApiError(message, response.status, code);
  }
  if (envelope.data === undefined)
    throw new OperatorApiError(REQUEST_FAILED_MESSAGE, response.status, 'bad_answer');
  return envelope.data as T;
}

/** GET /api/operador/pedidos: the key's store and its orders of today, newest first. */
export function fetchBoard(key: string, signal?: AbortSignal): Promise<Board> {
  return call<Board>(key, '/operador/pedidos', signal ? { signal } : {});
}

/** POST /api/operador/pedido/status: moves one of the store's orders; answers it as the board shows it. */
export function moveOrder(
  key: string,
  pedidoId: number,
  status: OrderStatus,
  motivo?: string,
): Promise<OperatorOrderWire> {
  return call<OperatorOrderWire>(key, '/operador/pedido/status', {
    method: 'POST',
    body: motivo ? { pedidoId, status, motivo } : { pedidoId, status },
  });
}
