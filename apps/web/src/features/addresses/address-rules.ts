import type { CurrentLocation, OpenStreetMapPlace, SavedAddress } from '@comanda/contract';
import { NO_STORE_DELIVERS_MESSAGE, type PostalAddress, postalAddressOf } from '@comanda/domain';
import { type PointFields, pointOf, withPoint } from './point.ts';

/**
 * §3 Address as the web keeps it: a saved one (server `id`) or one kept on the device (`localId`). The point is
 * kept under the §3 local-storage names `latitude`/`longitude`, with `lat`/`lng` beside them for the API.
 */
export interface DeliveryAddress extends PointFields, PostalAddress {
  id?: number;
  localId?: string;
  apelido: string | null;
  loja_id?: number | undefined;
  distancia_loja?: number | undefined;
  principal?: boolean;
  /** A device address the customer chose not to move to the account when offered after login. */
  keptOnDevice?: boolean;
}

export { NO_NUMBER, NO_NUMBER_LABEL, numberLabel, streetLine } from './address-line.ts';
export { pointOf, type StoredLocation, toStoredLocation, withPoint } from './point.ts';

/** 'Asa Norte, Brasília - DF' */
export function placeLine(address: Pick<DeliveryAddress, 'bairro' | 'cidade' | 'estado'>): string {
  const city = [address.cidade, address.estado].filter(Boolean).join(' - ');
  return [address.bairro, city].filter(Boolean).join(', ');
}

export function needsNumber(address: Pick<DeliveryAddress, 'numero'>): boolean {
  return String(address.numero ?? '').trim() === '';
}

/** §4 Location tile, DF rule: a missing cep, logradouro or bairro is filled from the second source. */
export function needsSecondSource(location: CurrentLocation): boolean {
  return (
    location.estado.toUpperCase() === 'DF' && (!location.cep || !location.logradouro || !location.bairro)
  );
}

export function fillFromSecondSource(location: CurrentLocation, place: OpenStreetMapPlace): CurrentLocation {
  return {
    ...location,
    cep: location.cep || place.cep,
    logradouro: location.logradouro || place.logradouro,
    bairro: location.bairro || place.bairro,
  };
}

/** A draft address from a located point (current location, map, CEP or a suggestion). */
export function draftFromPlace(place: {
  logradouro: string;
  numero?: string | undefined;
  bairro: string;
  cidade: string;
  estado: string;
  cep: string | null;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}): DeliveryAddress {
  const draft: DeliveryAddress = {
    apelido: null,
    logradouro: place.logradouro,
    numero: place.numero ?? '',
    complemento: null,
    bairro: place.bairro,
    cidade: place.cidade,
    estado: place.estado,
    cep: place.cep || null,
    ponto_referencia: null,
  };
  const point = pointOf(place);
  return point ? withPoint(draft, point) : draft;
}

/** A server address (§3, contract `SavedAddress`) as the web keeps it. */
export function fromSaved(address: SavedAddress): DeliveryAddress {
  return {
    id: address.id,
    apelido: address.apelido ?? address.nome,
    ...postalAddressOf(address),
    ...withPoint({}, { lat: address.lat, lng: address.lng }),
    loja_id: address.loja_id,
    distancia_loja: address.distancia_loja,
    principal: address.principal,
  };
}

/** Two entries name the same address: same server id or device id. */
export function sameAddress(a: DeliveryAddress, b: DeliveryAddress): boolean {
  if (a.id !== undefined && b.id !== undefined) return a.id === b.id;
  if (a.localId !== undefined && b.localId !== undefined) return a.localId === b.localId;
  return false;
}

/**
 * The device list (`enderecos`): the current address first (§2 "the first address is the current one").
 * Choosing one puts it first; saving a new one adds it first; editing keeps its place.
 */
export function makeCurrent(list: readonly DeliveryAddress[], address: DeliveryAddress): DeliveryAddress[] {
  const rest = list.filter((item) => !sameAddress(item, address));
  return [{ ...address, principal: true }, ...rest.map((item) => ({ ...item, principal: false }))];
}

export function replaceAddress(
  list: readonly DeliveryAddress[],
  address: DeliveryAddress,
): DeliveryAddress[] {
  return list.map((item) => (sameAddress(item, address) ? { ...address, principal: item.principal } : item));
}

export function removeAddress(list: readonly DeliveryAddress[], address: DeliveryAddress): DeliveryAddress[] {
  const rest = list.filter((item) => !sameAddress(item, address));
  return rest.map((item, index) => ({ ...item, principal: index === 0 }));
}

/** §8 Address delete confirmation, verbatim. */
export const DELETE_ADDRESS_CONFIRMATION = {
  title: 'Excluir endereço',
  message: 'Tem certeza que deseja este endereço?',
  confirmText: 'Excluir endereço',
  cancelText: 'Cancelar',
  destructive: true,
} as const;

/** §4 Location tile: failure toast. */
export const LOCATION_FAILED_MESSAGE =
  'Ops.. Tivemos um problema em pegar sua localização, por favor tente novamente.';

/** §4 Store lookup answers. */
export const NOT_FOUND_MESSAGE_START = 'Não encontramos este endereço';
export const NO_DELIVERY_MESSAGE = NO_STORE_DELIVERS_MESSAGE;

/** A new device id for an address kept locally. */
export function newLocalId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
