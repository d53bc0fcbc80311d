import type { OrderErrorEnvelope, OrderWire, PlaceOrderBody } from '@comanda/contract';
import { COUPON_MESSAGES, computeBagTotals, LOYALTY_MESSAGES, STORE_CLOSED_MESSAGE } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import type { StoredAnswer } from '../../db/schema/columns.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotentRequests, requestHash, requireIdempotencyKey } from '../../http/idempotency.ts';
import type { OrderEvent } from '../../platform/order-events.ts';
import type { Clock } from '../../providers/clock.ts';
import type { CustomerRow } from '../account/index.ts';
import { type BagService, wireTotals } from '../bag/index.ts';
import type { CardsService, ChargeableCard } from '../cards/index.ts';
import { reserveCouponUse } from '../coupons/index.ts';
import { debitGiftCard } from '../gift-cards/index.ts';
import { consumeBenefitItem, consumeHeldBenefits, heldBenefits, lockBenefitItem } from '../loyalty/index.ts';
import { storeStatusAt } from '../menu/index.ts';
import type { PaymentRow, PaymentStart, PaymentsService } from '../payments/index.ts';
import { paymentRow, storeOptions } from './checks.ts';
import { placedRows } from './placed-rows.ts';
import { type PlacementRead, readPlacement } from './placement-read.ts';
import { ordersRepository as repo } from './repository.ts';
import { statusEvent } from './status.ts';
import { ORDER_MESSAGES } from './texts.ts';

export interface PlacingDeps {
  db: Db;
  clock: Clock;
  bag: Pick<BagService, 'quote'>;
  cards: Pick<CardsService, 'forCharge'>;
  payments: Pick<PaymentsService, 'optionsOf' | 'chargeCard' | 'createPix'>;
  /** Called with the order's first status once it is committed. */
  publish: (event: OrderEvent) => void;
  /** The order as GET pedido reads it now (after a card or Pix payment started). */
  wire: (orderId: number) => Promise<OrderWire>;
}

const totalChanged = (data: unknown) =>
  new HttpError(409, 'order_total_changed', ORDER_MESSAGES.totalChanged, {
    data,
  } as Partial<OrderErrorEnvelope>);

function couponUseRefusal(reason: 'not_found' | 'sold_out' | 'per_customer') {
  if (reason === 'per_customer')
    return { code: 'coupon_usage_limit_reached' as const, message: COUPON_MESSAGES.perCustomer };
  return { code: 'coupon_sold_out' as const, message: COUPON_MESSAGES.soldOut };
}

/**
 * POST pedido (docs/orders.md): one read of everything the order is checked and priced from, the checks, then the
 * order written in one statement — inside a transaction holding the gift cards and the coupon when it uses them —
 * and the payment started after the commit. An order paid on delivery (or by gift cards) is answered from the rows
 * just written, and that answer is stored with the order in the same statement.
 */
export function orderPlacing(deps: PlacingDeps) {
  const { db, clock } = deps;
  const keyed = idempotentRequests();

  /** Everything checked before anything is held: address, prices, store open, coupon, payment. */
  async function prepare(customer: CustomerRow, body: PlaceOrderBody, ip: string, read: PlacementRead) {
    const { address } = read;
    if (!address) throw new HttpError(404, 'address_not_found', ORDER_MESSAGES.addressNotFound);
    const quote = await deps.bag.quote(
      { ...body, lat: address.lat, lng: address.lng, total: body.total },
      { customerId: customer.id, ip },
      read.bag,
    );
    if (!read.hours || storeStatusAt(read.hours, clock()) === 'fechada')
      throw new HttpError(422, 'store_closed', STORE_CLOSED_MESSAGE);
    if (quote.couponRefusal && body.cupom?.trim())
      throw new HttpError(422, quote.couponRefusal.code, quote.couponRefusal.message);
    if (quote.pricesChanged) throw totalChanged(quote.data);
    const options = storeOptions(deps.payments, read.payments);
    const card =
      body.pagamento.tipo === 'cartao'
        ? await deps.cards.forCharge(customer, body.pagamento.cartao_id)
        : null;
    // Checked now against the quoted total; the row is rebuilt with the balances as held.
    paymentRow(body.pagamento, options, quote.data.totais.total.valor, card);
    return { address, quote, options, card };
  }

  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /**
   * Writes the order. With gift cards, a coupon or Shinguru benefits, in one transaction: the gift cards locked in
   * id order (so concurrent orders never deadlock), the coupon row and the benefits' wallet items locked, the totals
   * computed again with the balances as locked, the order, the coupon use, the benefits used and the debits. Without them, the order's one statement is its transaction.
   * Null when another request already placed an order with this key.
   */
  async function hold(
    customer: CustomerRow,
    key: string,
    hash: string,
    body: PlaceOrderBody,
    p: Prepared,
    read: PlacementRead,
  ) {
    const { quote } = p;
    const couponId = quote.discount?.cupomId ?? null;
    const holding = quote.giftCards.length > 0 || couponId !== null || quote.benefits.length > 0;

    async function write(tx: Db) {
      const balanceOf = new Map<number, number>();
      let benefitItem: number | null = null;
      if (holding) {
        const locked = await repo.lockGiftCards(
          tx,
          quote.giftCards.map((g) => g.id),
        );
        for (const row of locked) balanceOf.set(row.id, row.saldo);
        // Before the order row references the coupon (its foreign key takes a share lock on the coupon row, which
        // the coupon's own `for update` would then wait on in every concurrent order: a deadlock).
        if (couponId !== null) {
          const { benefitId } = await repo.lockCoupon(tx, couponId);
          // A Shinguru benefit coupon spends one of the member's items of its benefit, locked like the coupon.
          if (benefitId !== null) {
            benefitItem = await lockBenefitItem(tx, customer.id, benefitId, clock());
            if (benefitItem === null)
              throw new HttpError(422, 'coupon_benefit_missing', LOYALTY_MESSAGES.couponBenefitMissing);
          }
        }
      }
      // The bag's Shinguru product benefits: their items locked (id order) and still held for this bag, or nothing.
      const benefits = quote.benefits.length
        ? await heldBenefits(tx, {
            customerId: customer.id,
            storeId: quote.store.id,
            queries: body.itens.flatMap((line) => (line.beneficio ? [line.beneficio] : [])),
            now: clock(),
            lock: true,
          })
        : [];
      if (!benefits) throw new HttpError(422, 'benefit_unavailable', LOYALTY_MESSAGES.unavailable);
      const totals = computeBagTotals({
        items: quote.items,
        storeFee: quote.storeFee,
        discount: quote.discount,
        giftCards: quote.giftCards.map((g) => ({
          numero_cartao: g.numero,
          valor_resgatado: balanceOf.get(g.id) ?? 0,
        })),
      });
      if (totals.total.valor !== body.total.valor)
        throw totalChanged({
          ...quote.data,
          // What each gift card pays now, from the balances just locked, with the token the bag sends again.
          totais: wireTotals(totals, quote.data.totais.gifts_cards),
          precos_alterados: true,
        });
      const debits = totals.gifts_cards
        .map((debit, i) => ({ card: quote.giftCards[i]!, valor: debit.valor_debitado.valor }))
        .filter((debit) => debit.valor > 0);
      const id = read.nextOrderId;
      if (id === null) throw new Error('no order id was taken for a new key');
      const rows = placedRows({
        id,
        now: clock(),
        customerId: customer.id,
        key,
        hash,
        body,
        quote,
        address: p.address,
        totals,
        debits,
        payment: paymentRow(body.pagamento, p.options, totals.total.valor, p.card),
        tempoEntrega: read.tempoEntrega,
      });
      const seq = await repo.insertPlaced(tx, rows);
      if (seq === null) return null;
      if (couponId !== null) {
        const use = await reserveCouponUse(tx, couponId, customer.id, id);
        if (!use.ok) {
          const { code, message } = couponUseRefusal(use.reason);
          throw new HttpError(422, code, message);
        }
      }
      if (benefitItem !== null) await consumeBenefitItem(tx, benefitItem, id, clock());
      await consumeHeldBenefits(tx, benefits, id, clock());
      for (const debit of debits) {
        const result = await debitGiftCard(tx, debit.card.id, debit.valor, id);
        if (!result.ok) throw totalChanged(quote.data);
      }
      const { order, payment, history } = rows;
      return { order, payment, placed: statusEvent(order, history.status, history.at, seq) };
    }

    return holding ? db.transaction(write) : write(db);
  }

  /** A card or Pix order's first answer, once its payment started (the order as it is after that). */
  async function startPayment(payment: PaymentRow, card: ChargeableCard | null): Promise<StoredAnswer> {
    const start: PaymentStart =
      payment.tipo === 'cartao'
        ? await deps.payments.chargeCard(payment, card!)
        : await deps.payments.createPix(payment);
    const data = await deps.wire(payment.payableId);
    if (start.outcome === 'refused' || start.outcome === 'failed') {
      const statusCode = start.outcome === 'refused' ? 422 : 503;
      return {
        statusCode,
        body: {
          status: 'error',
          code: start.code,
          message: start.message,
          data: { pedidoId: payment.payableId, status: data.status },
        },
      };
    }
    const message =
      payment.tipo === 'pix'
        ? ORDER_MESSAGES.pixCreated
        : data.status === 'Aguardando pagamento'
          ? ORDER_MESSAGES.confirming
          : ORDER_MESSAGES.placed;
    return { statusCode: 201, body: { status: 'success', message, data } };
  }

  return {
    /**
     * Places the bag as an order exactly once per Idempotency-Key. A replay gets the first answer; the same key
     * with another body is a 409. Refusals before anything is held place nothing.
     */
    async place(customer: CustomerRow, header: string | undefined, body: PlaceOrderBody, ip: string) {
      const key = requireIdempotencyKey(header);
      const hash = requestHash(body);
      let read: PlacementRead | null = null;
      return keyed.run(
        `${customer.id}:${key}`,
        hash,
        // The first look for the key is the placement's one read; later ones (a replay waiting) read the key only.
        async () => {
          if (read) return repo.byKey(db, customer.id, key);
          read = await readPlacement(db, {
            customerId: customer.id,
            key,
            addressId: body.endereco_id,
            storeId: body.lojaId,
            cods: body.itens.map((line) => line.cod),
          });
          return read.existing;
        },
        async () => {
          const source = read!;
          const prepared = await prepare(customer, body, ip, source);
          const held = await hold(customer, key, hash, body, prepared, source);
          if (!held) return null;
          deps.publish(held.placed);
          if (held.order.resposta) return held.order.resposta;
          const first = await startPayment(held.payment, prepared.card);
          await repo.saveAnswer(db, held.order.id, first);
          return first;
        },
      );
    },
  };
}
