import type { SavedAddress } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type DeliveryAddress, fromSaved } from '../address-rules.ts';

export const SAVED_ADDRESSES_KEY = ['endereco_pedido'] as const;

/** GET /api/endereco_pedido: the customer's addresses, the current one first. */
export async function getSavedAddresses(signal?: AbortSignal): Promise<DeliveryAddress[]> {
  const data = await api.get<SavedAddress[]>('endereco_pedido', signal ? { signal } : {});
  return data.map(fromSaved);
}

export const savedAddressesQuery = () =>
  queryOptions({ queryKey: SAVED_ADDRESSES_KEY, queryFn: ({ signal }) => getSavedAddresses(signal) });

export function useSavedAddresses(enabled: boolean) {
  return useQuery({ ...savedAddressesQuery(), enabled });
}

/** PUT /api/endereco_pedido with an address: creates it (it becomes the current one) or edits it (`id`). */
export async function saveAddress(address: DeliveryAddress): Promise<DeliveryAddress[]> {
  const {
    localId: _local,
    loja_id: _store,
    distancia_loja: _distance,
    principal: _current,
    keptOnDevice: _kept,
    ...body
  } = address;
  const data = await api.put<SavedAddress[]>('endereco_pedido', { body });
  return data.map(fromSaved);
}

/** PUT /api/endereco_pedido `{ enderecoId, selecionar: true }`: makes a saved address the current one. */
export async function selectSavedAddress(id: number): Promise<DeliveryAddress[]> {
  const data = await api.put<SavedAddress[]>('endereco_pedido', {
    body: { enderecoId: id, selecionar: true },
  });
  return data.map(fromSaved);
}

/** DELETE /api/endereco_pedido?enderecoId= (with an empty JSON body: the API refuses a JSON request without one). */
export async function deleteSavedAddress(id: number): Promise<void> {
  await api.delete('endereco_pedido', { query: { enderecoId: id }, body: {} });
}
