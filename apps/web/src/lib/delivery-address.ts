import type { AddressLineParts } from './address-line.ts';
import { useStored } from './use-stored.ts';

/** The current delivery address (§3 Address, stored under `endereco`), or undefined before the customer gives one. */
export function useCurrentAddressLine(): AddressLineParts | undefined {
  const address = useStored<AddressLineParts>('endereco');
  return address && typeof address.logradouro === 'string' ? address : undefined;
}
