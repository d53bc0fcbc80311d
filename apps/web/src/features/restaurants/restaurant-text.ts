import type { RestaurantSummary } from '@comanda/contract';

const km = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A distance for people: '350 m' under 1 km, else '4,0 km'. */
export function formatDistance(distanceKm: number): string {
  if (distanceKm < 1) return `${Math.max(0, Math.round(distanceKm * 1000))} m`;
  return `${km.format(distanceKm)} km`;
}

/** The street line of a restaurant's address: 'SCLS 405 Bloco C, 12 - Loja 12'. */
export function streetLine(
  restaurant: Pick<RestaurantSummary, 'logradouro' | 'numero' | 'complemento'>,
): string {
  const number = restaurant.numero === '' || restaurant.numero === '0' ? 's/n' : restaurant.numero;
  const base = `${restaurant.logradouro}, ${number}`;
  return restaurant.complemento ? `${base} - ${restaurant.complemento}` : base;
}

/** The city line: 'Asa Sul, Brasília - DF, 70239-530'. */
export function cityLine(
  restaurant: Pick<RestaurantSummary, 'bairro' | 'cidade' | 'estado' | 'cep'>,
): string {
  return `${restaurant.bairro}, ${restaurant.cidade} - ${restaurant.estado}, ${restaurant.cep}`;
}

/** The phone as a tel: link target: digits only, with Brazil's country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+55${digits}`;
}
