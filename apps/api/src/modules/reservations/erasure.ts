import type { ErasureStep } from '../account/index.ts';
import { reservationsRepository } from './repository.ts';

/** Account deletion (LGPD): every reservation of the person (name and phone included) goes with the account. */
export const reservationsErasureStep: ErasureStep = (tx, customer) =>
  reservationsRepository.removeAll(tx, customer.id);
