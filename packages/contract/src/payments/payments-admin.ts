import { z } from 'zod';
import { catalogStorePayments } from '../catalog/catalog-file.ts';
import { brandsByForma } from './payment-options.ts';

/** A store's accepted payments in the back office (docs/backoffice.md, "Accepted payments"): the file's rules. */

/**
 * PUT /api/gestao/loja/pagamentos (admin): what the store accepts, replacing what it had — the catalogue file's
 * `stores[].pagamentos` (`catalogStorePayments`): brands per `forma`, meal-voucher brands only under MEAL_VOUCHER,
 * no brand twice; what is left out is off.
 */
export const storePaymentsBody = catalogStorePayments;
export type StorePaymentsBody = z.infer<typeof storePaymentsBody>;

/**
 * GET/PUT /api/gestao/loja/pagamentos data: what the store accepts, in the app and on delivery (all off for a store
 * that has none), with its card provider `metodoPagamento` (the catalogue's; 'braspag' takes no meal voucher in the
 * app).
 */
export const storePaymentsAdmin = z.object({
  metodoPagamento: z.string(),
  online: z.object({ cartao: brandsByForma, pix: z.boolean() }),
  entrega: z.object({ cartao: brandsByForma, dinheiro: z.boolean() }),
});
export type StorePaymentsAdmin = z.infer<typeof storePaymentsAdmin>;
