import type { StorePaymentsAdmin, StoreReservationsAdmin, StoreReservationsBody } from '@comanda/contract';
import { type StaffCallInit, staffCall } from '../../lib/staff-call.ts';

/**
 * A store's accepted payments and reservation settings (docs/backoffice.md, "Stores"), with the staff session's
 * cookie and the CSRF header every write needs; the store is named with `lojaId`.
 */

const at =
  (method: string) =>
  <T>(path: string, init: Omit<StaffCallInit, 'method'> = {}) =>
    staffCall<T>(`/${path}`, { ...init, method });
const api = { get: at('GET'), put: at('PUT') };

const store = (lojaId: number) => ({ query: { lojaId } });

/** What PUT pagamentos takes: what GET answers, without the provider (the API checks every brand). */
export type StorePaymentsChange = Omit<StorePaymentsAdmin, 'metodoPagamento'>;

export const storePayments = {
  get: (lojaId: number) => api.get<StorePaymentsAdmin>('gestao/loja/pagamentos', store(lojaId)),
  save: (lojaId: number, body: StorePaymentsChange) =>
    api.put<StorePaymentsAdmin>('gestao/loja/pagamentos', { ...store(lojaId), body }),
};

export const storeReservations = {
  get: (lojaId: number) => api.get<StoreReservationsAdmin>('gestao/loja/reservas', store(lojaId)),
  save: (lojaId: number, body: StoreReservationsBody) =>
    api.put<StoreReservationsAdmin>('gestao/loja/reservas', { ...store(lojaId), body }),
};
