import type { ExportSection } from '../account/index.ts';
import { addressesRepository } from './repository.ts';
import { toSavedAddress } from './service.ts';

/** The data export (LGPD): every saved address of the person, as the address book lists them. */
export const addressesExportSection: ExportSection = {
  name: 'enderecos',
  read: async (db, customer) => (await addressesRepository.list(db, customer.id)).map(toSavedAddress),
};
