import {
  boolean,
  type Check,
  type Invalid,
  nullable,
  number,
  object,
  optional,
  string,
  text,
  withDefault,
} from '../../lib/schema.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { useStoredValue } from '../../lib/use-stored.ts';
import type { DeliveryAddress } from './address-rules.ts';
import { coordinate } from './point.ts';

/**
 * §3 Address as the device keeps it (`endereco`, `enderecos`, `editar-endereco`), owned by addresses. An address
 * needs its street; other text fields an older or hand-made entry lacks read as empty, and a point given as text
 * reads as a number.
 */
const nullableText = withDefault(nullable(string), () => null);
const latitude = (value: unknown): number | undefined | Invalid => coordinate(value, 90);
const longitude = (value: unknown): number | undefined | Invalid => coordinate(value, 180);
const numero: Check<string> = (value) => (typeof value === 'number' ? String(value) : text(value));

export const deliveryAddress: Check<DeliveryAddress> = object({
  id: optional(number),
  localId: optional(string),
  apelido: nullableText,
  logradouro: string,
  numero,
  complemento: nullableText,
  bairro: text,
  cidade: text,
  estado: text,
  cep: nullableText,
  ponto_referencia: nullableText,
  lat: latitude,
  lng: longitude,
  latitude,
  longitude,
  loja_id: optional(number),
  distancia_loja: optional(number),
  principal: optional(boolean),
  keptOnDevice: optional(boolean),
});

/** `endereco`: the current delivery address, any customer. */
export const currentAddressKey = defineStoredKey('endereco', deliveryAddress);

export function readCurrentAddress(): DeliveryAddress | undefined {
  return currentAddressKey.read();
}

export function useCurrentAddress(): DeliveryAddress | undefined {
  return useStoredValue(currentAddressKey);
}

export function writeCurrentAddress(address: DeliveryAddress): void {
  currentAddressKey.write(address);
}
