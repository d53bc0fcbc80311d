import type { BagLineInput, BagPriceBody, PricedBag, WireDiscount } from '@comanda/contract';
import {
  type BagTotals,
  type CouponRefusalCode,
  computeBagTotals,
  type Discount,
  type GiftCardBalance,
  LOYALTY_MESSAGES,
  OUTSIDE_AREA_MESSAGE,
  quoteDelivery,
  quoteDeliveryBetween,
  validateGiftCardAddition,
} from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { CouponsService } from '../coupons/index.ts';
import { type BagGiftCard, GIFT_CARD_LIMIT_MESSAGES, type GiftCardsService } from '../gift-cards/index.ts';
import { type HeldBenefit, heldBenefits } from '../loyalty/index.ts';
import { loadStoreProducts, type StoreProducts } from '../menu/index.ts';
import { STORE_NOT_FOUND } from '../stores/index.ts';
import { BAG_MESSAGES, type PricedLines, priceLines } from './price-lines.ts';
import { type BagStoreView, bagRepository } from './repository.ts';

export interface BagCaller {
  /** The logged-in customer, when there is one (coupons need one). */
  customerId: number | null;
  ip: string;
}

/**
 * What a bag is priced from, when the caller has just read it from the database itself (order placement reads it
 * with everything else it needs in one query): the active store (null: none) and the catalogue rows of the bag's
 * products, as `bagRepository.findStore` and `loadStoreProducts` answer them.
 */
export interface BagSource {
  store: BagStoreView | null;
  catalog: StoreProducts;
}

/** Who prices a bag and when: a Shinguru benefit line is checked against the caller's holds at that instant. */
export interface BagPricing {
  customerId: number | null;
  now: Date;
}

/**
 * The bag's Shinguru benefit lines checked against the customer's holds (T1 when any fails, or nobody is logged
 * in): the held benefits, and per line index the product each gives.
 */
async function benefitsOf(db: Db, storeId: number, lines: readonly BagLineInput[], caller: BagPricing) {
  const indexes = lines.flatMap((line, index) => (line.beneficio ? [index] : []));
  if (indexes.length === 0) return { held: [] as HeldBenefit[], cods: new Map<number, number>() };
  const held =
    caller.customerId === null
      ? null
      : await heldBenefits(db, {
          customerId: caller.customerId,
          storeId,
          queries: indexes.map((i) => lines[i]!.beneficio!),
          now: caller.now,
        });
  if (!held) throw new HttpError(422, 'benefit_check_failed', LOYALTY_MESSAGES.checkFailed);
  return { held, cods: new Map(indexes.map((lineIndex, i) => [lineIndex, held[i]!.produtoCod])) };
}

/**
 * The store and the bag's lines priced from its catalogue; 404 for an unknown store, 422 for an empty bag or a
 * benefit line that no longer holds its item. Runs on a connection or inside the caller's transaction, or on the
 * rows the caller read (`source`). Answers the benefits the bag holds, for the order that spends them.
 */
export async function priceBag(
  db: Db,
  storeId: number,
  lines: readonly BagLineInput[],
  caller: BagPricing,
  source?: BagSource,
): Promise<{ store: BagStoreView; benefits: HeldBenefit[] } & PricedLines> {
  const store = source ? source.store : await bagRepository.findStore(db, storeId);
  if (!store) throw new HttpError(404, 'store_not_found', STORE_NOT_FOUND);
  if (lines.length === 0) throw new HttpError(422, 'cart_empty', BAG_MESSAGES.emptyBag);
  const benefits = await benefitsOf(db, store.id, lines, caller);
  const catalog =
    source?.catalog ??
    (await loadStoreProducts(db, {
      brandId: store.brandId,
      storeId: store.id,
      cods: lines.map((l) => l.cod),
    }));
  return { store, benefits: benefits.held, ...priceLines(catalog, lines, benefits.cods) };
}

export function bagService({
  db,
  clock,
  coupons,
  giftCards,
}: {
  db: Db;
  clock: Clock;
  coupons: CouponsService;
  giftCards: GiftCardsService;
}) {
  /** The store's fee in centavos: by distance with coordinates, else its first band (an estimate). */
  function deliveryFee(store: BagStoreView, lat?: number, lng?: number) {
    if (lat === undefined || lng === undefined) {
      const quote = quoteDelivery(0, store.faixasFrete, store.raioEntregaKm);
      return { fee: quote.inside ? quote.fee : 0, estimated: true, distanceKm: null };
    }
    const quote = quoteDeliveryBetween(store, { lat, lng }, store.faixasFrete, store.raioEntregaKm);
    if (!quote.inside) throw new HttpError(422, 'outside_delivery_area', OUTSIDE_AREA_MESSAGE);
    return { fee: quote.fee, estimated: false, distanceKm: Math.round(quote.distanceKm * 100) / 100 };
  }

  /**
   * The authoritative bag: lines priced from the database, delivery fee, coupon (when logged in; a refused
   * coupon leaves the totals without it and says why) and gift cards debited in order (§9). Answers the wire bag
   * and what order placement needs to hold it: the store, the domain items and discount, the gift cards. With
   * `source`, the store and products are those rows (read by the caller in the same request).
   */
  async function quote(body: BagPriceBody, caller: BagCaller, source?: BagSource) {
    const bag = await priceBag(
      db,
      body.lojaId,
      body.itens,
      { customerId: caller.customerId, now: clock() },
      source,
    );
    const { store, items } = bag;
    const delivery = deliveryFee(store, body.lat, body.lng);

    let discount: Discount | null = null;
    let wireDiscount: WireDiscount | null = null;
    let couponWarning: string | null = null;
    let couponRefusal: { code: CouponRefusalCode; message: string } | null = null;
    const code = body.cupom?.trim();
    if (code && caller.customerId !== null) {
      const verdict = await coupons.check({
        brandId: store.brandId,
        storeId: store.id,
        code,
        items,
        customerId: caller.customerId,
      });
      if (verdict.ok) {
        discount = verdict.discount;
        wireDiscount = verdict.wire;
      } else {
        couponWarning = verdict.message;
        couponRefusal = { code: verdict.code, message: verdict.message };
      }
    }

    const cards: BagGiftCard[] = [];
    const balances: GiftCardBalance[] = [];
    for (const input of body.gift_cards) {
      const covered = validateGiftCardAddition(
        computeBagTotals({ items, storeFee: delivery.fee, discount, giftCards: balances }),
      );
      if (covered) throw new HttpError(422, 'cart_covered', covered);
      const card = await giftCards.forBag(input, caller);
      if (cards.some((c) => c.id === card.id))
        throw new HttpError(422, 'gift_card_duplicate', GIFT_CARD_LIMIT_MESSAGES.duplicate);
      cards.push(card);
      balances.push({ numero_cartao: card.numero, valor_resgatado: card.saldo });
    }

    const totals = computeBagTotals({ items, storeFee: delivery.fee, discount, giftCards: balances });
    const pricesChanged =
      bag.pricesChanged || (body.total !== undefined && body.total.valor !== totals.total.valor);
    const data: PricedBag = {
      loja: { id: store.id, nome: store.nome },
      itens: bag.lines,
      totais: wireTotals(totals, cards),
      cupom: wireDiscount,
      aviso_cupom: couponWarning,
      frete_estimado: delivery.estimated,
      distancia_km: delivery.distanceKm,
      precos_alterados: pricesChanged,
    };
    return {
      data,
      pricesChanged,
      store,
      items,
      discount,
      couponRefusal,
      storeFee: delivery.fee,
      giftCards: cards,
      benefits: bag.benefits,
    };
  }

  return {
    quote,

    /** POST carrinho/calcular: the wire bag, with a message when a price or the total changed. */
    async price(body: BagPriceBody, caller: BagCaller): Promise<{ data: PricedBag; message?: string }> {
      const { data, pricesChanged } = await quote(body, caller);
      return { data, ...(pricesChanged ? { message: BAG_MESSAGES.pricesChanged } : {}) };
    },
  };
}

export type BagService = ReturnType<typeof bagService>;

/**
 * The totals as the bag answers them: each gift card's debit with the token of the card it came from (the bag sends
 * the token again with the order), in the order the cards were debited.
 */
export function wireTotals(totals: BagTotals, cards: readonly { token: string }[]): PricedBag['totais'] {
  return {
    ...totals,
    gifts_cards: totals.gifts_cards.map((debit, i) => ({
      numero_cartao_mascarado: debit.numero_cartao_mascarado,
      valor_debitado: debit.valor_debitado,
      valor_restante: debit.valor_restante,
      token: cards[i]?.token ?? '',
    })),
  };
}
