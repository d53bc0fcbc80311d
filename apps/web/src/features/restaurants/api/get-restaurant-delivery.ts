import type { DeliveryStore } from '@comanda/contract';
import type { LatLng } from '@comanda/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/restaurantes/:id/entrega: this restaurant's delivery terms for the point, shaped like GET lojas'
 * `data[0].loja`; a 422 ApiError when the point is outside its area.
 */
export function getRestaurantDelivery(id: number, point: LatLng): Promise<DeliveryStore> {
  return api.get<DeliveryStore>(`restaurantes/${id}/entrega`, { query: { lat: point.lat, lng: point.lng } });
}
