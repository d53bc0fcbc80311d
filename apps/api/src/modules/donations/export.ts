import type { ExportSection } from '../account/index.ts';
import { donationsRepository } from './repository.ts';
import { toDonationWire } from './service.ts';

/** The data export (LGPD): every donation of the person as GET doacao shows it, without an open Pix charge. */
export const donationsExportSection: ExportSection = {
  name: 'doacoes',
  async read(db, customer) {
    return (await donationsRepository.ofCustomer(db, customer.id)).map((record) => {
      const { pix: _pix, ...donation } = toDonationWire(record);
      return donation;
    });
  },
};
