import type { BrandsByForma, StorePaymentsAdmin, StorePaymentsBody } from '@comanda/contract';
import type { Db } from '../../../db/client.ts';
import { storePaymentSettings } from '../../../db/schema/payments.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { storeQueries } from '../../stores/index.ts';
import { paymentsRepository as repo, type StorePayments } from '../repository.ts';
import { PAYMENT_MESSAGES } from '../texts.ts';

export const PAYMENTS_ADMIN_MESSAGES = {
  saved: 'Formas de pagamento salvas.',
  mealVoucherOnBraspag:
    'Esta loja cobra cartões pela Cielo (braspag), que não aceita vale-refeição no app: deixe o vale-refeição só na entrega.',
} as const;

const NO_BRANDS: BrandsByForma = { CREDIT: [], DEBIT: [], MEAL_VOUCHER: [] };

/** What the store accepts as the back office shows it; a store without settings accepts nothing. */
function toAdmin({ metodoPagamento, settings }: StorePayments): StorePaymentsAdmin {
  return {
    metodoPagamento,
    online: { cartao: settings?.onlineCards ?? NO_BRANDS, pix: settings?.onlinePix ?? false },
    entrega: { cartao: settings?.deliveryCards ?? NO_BRANDS, dinheiro: settings?.deliveryCash ?? false },
  };
}

/** The active store and its settings; an inactive or unknown store is a 404. */
async function storeOf(db: Db, storeId: number): Promise<StorePayments> {
  const store = await repo.storePayments(db, storeId);
  if (!store) throw new HttpError(404, 'store_not_found', PAYMENT_MESSAGES.storeNotFound);
  return store;
}

/** GET /api/gestao/loja/pagamentos: what the store accepts in the app and on delivery. */
export async function storePaymentsOf(db: Db, storeId: number): Promise<StorePaymentsAdmin> {
  return toAdmin(await storeOf(db, storeId));
}

/**
 * Replaces what the store accepts, in one transaction with its audit entry (`loja.pagamentos`), under the store
 * row's lock: two saves of one store run one after the other, each entry's "before" what the other left. The
 * catalogue file's rule on top of its schema: a store on Cielo (braspag) lists no meal voucher in the app.
 */
export async function saveStorePayments(
  db: Db,
  actor: AuditActor,
  storeId: number,
  body: StorePaymentsBody,
): Promise<StorePaymentsAdmin> {
  return db.transaction(async (tx) => {
    await storeQueries.lock(tx, storeId);
    const before = toAdmin(await storeOf(tx, storeId));
    if (before.metodoPagamento === 'braspag' && body.online.cartao.MEAL_VOUCHER.length > 0) {
      const mensagem = PAYMENTS_ADMIN_MESSAGES.mealVoucherOnBraspag;
      throw new HttpError(400, 'validation_failed', mensagem, {
        errors: [{ campo: 'online.cartao.MEAL_VOUCHER', mensagem }],
      });
    }
    const values = {
      onlineCards: body.online.cartao,
      onlinePix: body.online.pix,
      deliveryCards: body.entrega.cartao,
      deliveryCash: body.entrega.dinheiro,
    };
    await tx
      .insert(storePaymentSettings)
      .values({ storeId, ...values })
      .onConflictDoUpdate({ target: storePaymentSettings.storeId, set: values });
    const after = toAdmin(await storeOf(tx, storeId));
    await audit(tx, actor, 'loja.pagamentos', 'loja', storeId, before, after);
    return after;
  });
}
