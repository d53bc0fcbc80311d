import type { ExportSection } from '../account/index.ts';
import { messageOnWire, supportRepository } from './repository.ts';

/** The data export's part of the support chat: every message, with the store it was exchanged with. */
export const supportExportSection: ExportSection = {
  name: 'atendimento',
  read: async (db, customer) =>
    (await supportRepository.all(db, customer.id)).map(({ message, loja }) => ({
      loja,
      ...messageOnWire(message),
    })),
};
