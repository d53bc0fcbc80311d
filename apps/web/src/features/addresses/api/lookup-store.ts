import type { StoreLookupResult } from '@comanda/contract';
import { BRAND_ID, MODALITY } from '@comanda/domain';
import { api } from '../../../lib/api-client.ts';
import { type DeliveryAddress, pointOf } from '../address-rules.ts';

export type StoreLookup = { lat: number; lng: number } | DeliveryAddress;

/**
 * GET /api/lojas (§7): an address goes with every field §7 lists — the typed parts and the point the customer
 * confirmed on the map, which the server prefers (it saves the address with that same point, so both choose the
 * same store); an address without a point is geocoded by the server. A bare point is sent alone.
 */
export async function lookupStore(by: StoreLookup): Promise<StoreLookupResult> {
  const where =
    'logradouro' in by
      ? {
          endereco: by.logradouro,
          numero: by.numero === '0' ? undefined : by.numero,
          bairro: by.bairro,
          cidade: by.cidade,
          estado: by.estado,
          cep: by.cep,
          ...pointOf(by),
        }
      : { lat: by.lat, lng: by.lng };
  const data = await api.get<StoreLookupResult[]>('lojas', {
    query: { ...where, marcaId: BRAND_ID, modalidadeId: MODALITY },
  });
  const first = data[0];
  if (!first) throw new Error('GET lojas answered no store');
  return first;
}
