import type { MenuProduct } from '@comanda/contract';
import { BRAND_ID, MODALITY } from '@comanda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/buscar_kit_delivery: the delivery kits highlighted at the top of the menu. */
export function getDeliveryKits(storeId: number | undefined, signal?: AbortSignal): Promise<MenuProduct[]> {
  return api.get<MenuProduct[]>('buscar_kit_delivery', {
    query: { marcaId: BRAND_ID, modalidadeId: MODALITY, lojaId: storeId },
    ...(signal ? { signal } : {}),
  });
}

export const deliveryKitsQueryOptions = (storeId: number | undefined) =>
  queryOptions({
    queryKey: ['buscar_kit_delivery', { storeId: storeId ?? null }],
    queryFn: ({ signal }) => getDeliveryKits(storeId, signal),
  });

export function useDeliveryKits(storeId: number | undefined) {
  return useQuery(deliveryKitsQueryOptions(storeId));
}
