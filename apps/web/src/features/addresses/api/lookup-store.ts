import type { StoreLookupResult } from '@comanda/contract';
import { BRAND_ID, MODALITY } from '@comanda/domain';
import { api } from '../../../lib/api-client.ts';
import type { DeliveryAddress } from '../address-rules.ts';

export type StoreLookup = { lat: number; lng: number } | DeliveryAddress;

/** GET /api/lojas (§7): by the point, or by the typed address (the server geocodes it). */
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
        }
      : { lat: by.lat, lng: by.lng };
  const data = await api.get<StoreLookupResult[]>('lojas', {
    query: { ...where, marcaId: BRAND_ID, modalidadeId: MODALITY },
  });
  const first = data[0];
  if (!first) throw new Error('GET lojas answered no store');
  return first;
}
