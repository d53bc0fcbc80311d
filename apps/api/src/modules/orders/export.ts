import type { ExportSection } from '../account/index.ts';
import { ordersRepository } from './repository.ts';
import { toOrderWire } from './wire.ts';

/**
 * The data export (LGPD): every order of the customer as GET pedido shows it — items, totals in centavos, status
 * history, how it was paid (brand and last four digits at most) — without an open Pix charge to pay.
 */
export const ordersExportSection: ExportSection = {
  name: 'pedidos',
  async read(db, customer) {
    return (await ordersRepository.ofCustomer(db, customer.id)).map((record) => {
      const { pix: _pix, pontos_shinguru: _points, ...order } = toOrderWire(record);
      return order;
    });
  },
};
