import type { ErasureStep } from '../account/index.ts';
import { addressesRepository } from './repository.ts';

/** Account deletion (LGPD): every saved address of the person goes with the account. */
export const addressesErasureStep: ErasureStep = (tx, customer) =>
  addressesRepository.removeAll(tx, customer.id);
