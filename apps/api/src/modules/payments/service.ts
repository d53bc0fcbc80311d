import type { BrandsByForma, CardMethod, PaymentOptionsData } from '@comanda/contract';
import { defaultPaymentKind, type PaymentAvailability, paymentOptions } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { CardsService } from '../cards/index.ts';
import { paymentsRepository as repo, type StorePayments } from './repository.ts';
import { PAYMENT_MESSAGES } from './texts.ts';

const NO_BRANDS: BrandsByForma = { CREDIT: [], DEBIT: [], MEAL_VOUCHER: [] };

const anyBrand = (brands: BrandsByForma) =>
  brands.CREDIT.length + brands.DEBIT.length + brands.MEAL_VOUCHER.length > 0;

/** The store's provider `metodo`; the catalogue only publishes these two. */
const methodOf = (metodoPagamento: string): CardMethod =>
  metodoPagamento === 'braspag' ? 'braspag' : 'mundipagg';

/** What each store accepts (§7 pagamentos, §4 Payment options), from the catalogue's `pagamentos`. */
export function paymentsService({ db, cards }: { db: Db; cards: Pick<CardsService, 'gatewayFor'> }) {
  /** The options of the store's row and settings (undefined: no such active store). */
  function optionsOf(store: StorePayments | undefined): PaymentOptionsData {
    if (!store) throw new HttpError(404, 'store_not_found', PAYMENT_MESSAGES.storeNotFound);
    const settings = store.settings;
    if (!settings) throw new HttpError(404, 'payments_not_offered', PAYMENT_MESSAGES.notOffered);
    const method = methodOf(store.metodoPagamento);
    const gateway = cards.gatewayFor(method);
    const onlineCards = gateway ? settings.onlineCards : NO_BRANDS;
    const available: PaymentAvailability = {
      onlineCard: anyBrand(onlineCards),
      pix: settings.onlinePix,
      onDelivery: settings.deliveryCash || anyBrand(settings.deliveryCards),
    };
    const opcoes = paymentOptions(available);
    if (opcoes.length === 0) throw new HttpError(404, 'payments_not_offered', PAYMENT_MESSAGES.notOffered);
    const tokenization = gateway?.browserTokenization ?? null;
    return {
      lojaId: store.storeId,
      metodo_pagamento: method,
      online: { cartao: onlineCards, pix: settings.onlinePix },
      entrega: { cartao: settings.deliveryCards, dinheiro: settings.deliveryCash },
      opcoes,
      padrao: defaultPaymentKind(available),
      tokenizacao: tokenization
        ? { provedor: tokenization.provider, url: tokenization.url, chave_publica: tokenization.publicKey }
        : null,
    };
  }

  return {
    /**
     * GET pagamentos: the store's options in the app and on delivery. Cards in the app need a gateway for the
     * store's `metodo_pagamento`: without one, `online.cartao` is empty. An unknown or inactive store is a 404
     * store_not_found; a store that offers nothing a 404 payments_not_offered (§7: "a 404 returns nothing").
     */
    async options(storeId: number): Promise<PaymentOptionsData> {
      return optionsOf(await repo.storePayments(db, storeId));
    },

    /** The same answer from the store's row and settings the caller has just read (order placement). */
    optionsOf,
  };
}

export type StorePaymentOptions = ReturnType<typeof paymentsService>;
