import type { OperatorOrderWire } from '@comanda/contract';
import type { OrderStatus } from '@comanda/domain';
import { StaffApiError, type StaffCallInit, staffCall } from '../lib/staff-call.ts';
import { REQUEST_FAILED_MESSAGE } from '../lib/texts.ts';

export { REQUEST_FAILED_MESSAGE };

/** The header that carries the store's key on every call of the board. */
export const OPERATOR_KEY_HEADER = 'X-Operator-Key';
export const BOARD_EVENTS_URL = '/api/operador/eventos';

export interface BoardStore {
  id: number;
  nome: string;
}

export interface Board {
  loja: BoardStore;
  pedidos: OperatorOrderWire[];
}

/** A refused or failed call of the board (the staff pages' error). */
export { StaffApiError as OperatorApiError };

/** True when the API refused the store's key: the board must ask for a key again. */
export const isKeyRefused = (error: unknown): error is StaffApiError =>
  error instanceof StaffApiError && error.status === 401;

/**
 * The board entered with a staff account instead of a key: `equipe:<lojaId>`, no secret (the staff session's cookie,
 * sent with every call, is what the API checks; the store is named in X-Loja-Id).
 */
const STAFF_CREDENTIAL = /^equipe:(\d+)$/;
export const staffCredential = (lojaId: number): string => `equipe:${lojaId}`;

/** The headers of every call of the board: the store's key, or the store a staff session acts for. */
export function keyHeaders(key: string): Record<string, string> {
  const staff = STAFF_CREDENTIAL.exec(key);
  return staff ? { 'X-Loja-Id': staff[1]! } : { [OPERATOR_KEY_HEADER]: key };
}

/** GET /api/gestao/eu: the signed-in staff member and their stores (401 without a staff session). */
export function fetchStaffMember(): Promise<{ nome: string; lojas: BoardStore[] }> {
  return staffCall('/gestao/eu');
}

/** One call of the board's API with the store's key; answers the envelope's data or throws OperatorApiError. */
export function call<T>(key: string, path: string, init: Omit<StaffCallInit, 'headers'>) {
  return staffCall<T>(path, { ...init, headers: keyHeaders(key) });
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
