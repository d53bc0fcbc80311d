import { randomBytes } from 'node:crypto';
import type {
  OperatorOrderWire,
  OrderErrorEnvelope,
  OrderSummaryWire,
  OrderWire,
  PlaceOrderBody,
} from '@comanda/contract';
import {
  COUPON_MESSAGES,
  computeCartTotals,
  maskCpf,
  type OrderStatus,
  toMoney,
  toStoreTime,
} from '@comanda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { StoredAnswer } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotentRequests, requestHash, requireIdempotencyKey } from '../../http/idempotency.ts';
import type { OrderEventBus } from '../../platform/order-events.ts';
import type { Clock } from '../../providers/clock.ts';
import type { PixCharge, PixNotificationInput, PixProvider } from '../../providers/pix/index.ts';
import type { CustomerRow } from '../account/index.ts';
import { addressesRepository } from '../addresses/index.ts';
import type { CartService } from '../bag/index.ts';
import type { CardsService, ChargeableCard } from '../cards/index.ts';
import { reserveCouponUse } from '../coupons/index.ts';
import { debitGiftCard } from '../gift-cards/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { addressSnapshot, assertStoreOpen, paymentRow, storeOptions } from './checks.ts';
import { type PaymentRunner, type PaymentStart, paymentRunner } from './payment-runner.ts';
import {
  boardOrders,
  lastStatusSeq,
  type OrderRow,
  orderHistory,
  refundsDue,
  ordersRepository as repo,
} from './repository.ts';
import { paymentSettlement } from './settle.ts';
import { moveOrder, recordFirstStatus } from './status.ts';
import { ORDER_MESSAGES } from './texts.ts';
import { toOperatorOrder, toOrderWire } from './wire.ts';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  bag: Pick<CartService, 'quote'>;
  cards: Pick<CardsService, 'forCharge' | 'gatewayOf' | 'recordRefusal'>;
  payments: PaymentsService;
  pix: PixProvider;
  pixExpirySeconds: number;
  events: Pick<OrderEventBus, 'publish'>;
}

const totalChanged = (data: unknown) =>
  new HttpError(409, 'order_total_changed', ORDER_MESSAGES.totalChanged, {
    data,
  } as Partial<OrderErrorEnvelope>);

/**
 * Orders (§3 Order): placing one from a bag exactly once, reading it, and settling its payment from the
 * provider's answer, a Pix notification or reconciliation (docs/orders.md).
 */
export function ordersService(deps: OrdersDeps) {
  const { db, clock, log } = deps;
  const settle = paymentSettlement({ db, clock, log, publish: (event) => deps.events.publish(event) });
  const runner: PaymentRunner = paymentRunner({ ...deps, settle });
  const keyed = idempotentRequests();
  /** Other owners of Pix charges (donations): each answers whether the charge was theirs. */
  const pixHandlers: Array<(charge: PixCharge) => Promise<boolean>> = [];

  async function wire(orderId: number): Promise<OrderWire> {
    const record = await repo.record(db, null, orderId);
    if (!record) throw new Error(`order ${orderId} vanished`);
    return toOrderWire(record);
  }

  /** Everything checked before anything is held: address, store open, prices, coupon, payment. */
  async function prepare(customer: CustomerRow, body: PlaceOrderBody, ip: string) {
    const address = await addressesRepository.byId(db, customer.id, body.endereco_id);
    if (!address) throw new HttpError(404, 'address_not_found', ORDER_MESSAGES.addressNotFound);
    const quote = await deps.bag.quote(
      { ...body, lat: address.lat, lng: address.lng, total: body.total },
      { customerId: customer.id, ip },
    );
    // Both reads at once; their refusals still count in this order, after the coupon's and the price's.
    const open = assertStoreOpen(db, quote.store.brandId, quote.store.id, clock());
    const offered = storeOptions(deps.payments, quote.store.id);
    offered.catch(() => {});
    await open;
    if (quote.couponRefusal && body.cupom?.trim())
      throw new HttpError(422, quote.couponRefusal.code, quote.couponRefusal.message);
    if (quote.pricesChanged) throw totalChanged(quote.data);
    const options = await offered;
    const card =
      body.pagamento.tipo === 'cartao'
        ? await deps.cards.forCharge(customer, body.pagamento.cartao_id)
        : null;
    // Checked now against the quoted total; the row is rebuilt in the transaction with the locked balances.
    paymentRow(body.pagamento, options, quote.data.totais.total.valor, card);
    return { address, quote, options, card };
  }

  /** In one transaction: gift cards locked and debited in order, the order, its lines, history and payment, the
   * coupon use. Null when another request already placed an order with this key. */
  async function hold(
    customer: CustomerRow,
    key: string,
    hash: string,
    body: PlaceOrderBody,
    prepared: Awaited<ReturnType<typeof prepare>>,
  ) {
    const { quote, address, options, card } = prepared;
    return db.transaction(async (tx) => {
      const locked = await repo.lockGiftCards(
        tx,
        quote.giftCards.map((g) => g.id),
      );
      // Before the order row references the coupon (its foreign key takes a share lock on the coupon row, which
      // the coupon's own `for update` would then wait on in every concurrent order: a deadlock).
      if (quote.discount?.cupomId) await repo.lockCoupon(tx, quote.discount.cupomId);
      const balanceOf = new Map(locked.map((row) => [row.id, row.saldo]));
      const balances = quote.giftCards.map((g) => ({
        numero_cartao: g.numero,
        valor_resgatado: balanceOf.get(g.id) ?? 0,
      }));
      const totals = computeCartTotals({
        items: quote.items,
        storeFee: quote.storeFee,
        discount: quote.discount,
        giftCards: balances,
      });
      if (totals.total.valor !== body.total.valor)
        throw totalChanged({
          ...quote.data,
          // What each gift card pays now, from the balances just locked, with the token the bag sends again.
          totais: {
            ...totals,
            gifts_cards: totals.gifts_cards.map((debit, i) => ({
              numero_cartao_mascarado: debit.numero_cartao_mascarado,
              valor_debitado: debit.valor_debitado,
              valor_restante: debit.valor_restante,
              token: quote.data.totais.gifts_cards[i]?.token ?? '',
            })),
          },
          precos_alterados: true,
        });
      const payment = paymentRow(body.pagamento, options, totals.total.valor, card);
      const waitsForPayment = payment.tipo === 'cartao' || payment.tipo === 'pix';
      const status = waitsForPayment ? 'Aguardando pagamento' : 'Pendente';
      const now = clock();
      const order = await repo.insert(tx, {
        customerId: customer.id,
        brandId: quote.store.brandId,
        storeId: quote.store.id,
        canal: body.canal,
        status,
        idempotencyKey: key,
        requestHash: hash,
        valorItens: totals.valor_itens.valor,
        frete: totals.frete.valor,
        desconto: totals.desconto.valor,
        valorGiftCards: totals.gifts_cards.reduce((sum, d) => sum + d.valor_debitado.valor, 0),
        total: totals.total.valor,
        couponId: quote.discount?.cupomId ?? null,
        cupom: quote.data.cupom?.cupom ?? null,
        endereco: addressSnapshot(address),
        cpfNota: body.cpf_nota ? maskCpf(body.cpf_nota) : null,
        createdAt: now,
        updatedAt: now,
      });
      if (!order) return null;
      // The row was inserted with this status and time: only its history entry and notification are left.
      const placed = await recordFirstStatus(tx, order, status, 'customer', now);
      await repo.insertLines(
        tx,
        order.id,
        quote.data.itens.map((line, posicao) => ({
          posicao,
          produtoCod: line.cod,
          nome: line.nome,
          qtd: line.qtd,
          precoUnitario: line.preco.unitario.valor,
          precoTotal: line.preco.total.valor,
          descontoTotal: line.desconto.total.valor,
          linha: line,
        })),
      );
      if (quote.discount?.cupomId) {
        const use = await reserveCouponUse(tx, quote.discount.cupomId, customer.id, order.id);
        if (!use.ok) {
          const { code, message } = couponUseRefusal(use.reason);
          throw new HttpError(422, code, message);
        }
      }
      for (const [i, debit] of totals.gifts_cards.entries()) {
        if (debit.valor_debitado.valor === 0) continue;
        const result = await debitGiftCard(tx, quote.giftCards[i]!.id, debit.valor_debitado.valor, order.id);
        if (!result.ok) throw totalChanged(quote.data);
      }
      await repo.insertPayment(tx, {
        ...payment,
        orderId: order.id,
        chave: waitsForPayment ? `pedido-${order.id}-${randomBytes(6).toString('hex')}` : null,
        // The clock reconciliation compares with (the database's own now() may differ from it).
        updatedAt: now,
      });
      return { order, placed };
    });
  }

  /** The first answer to a placing request, after its payment started. */
  async function answer(
    order: OrderRow,
    customer: CustomerRow,
    card: ChargeableCard | null,
  ): Promise<StoredAnswer> {
    const payment = (await repo.payment(db, order.id))!;
    let start: PaymentStart = { outcome: 'paid' };
    if (payment.tipo === 'cartao') start = await runner.chargeCard(payment, card!, customer.id);
    else if (payment.tipo === 'pix') start = await runner.createPix(payment);
    const data = await wire(order.id);
    if (start.outcome === 'refused' || start.outcome === 'failed') {
      const statusCode = start.outcome === 'refused' ? 422 : 503;
      return {
        statusCode,
        body: {
          status: 'error',
          code: start.code,
          message: start.message,
          data: { pedidoId: order.id, status: data.status },
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
     * POST pedido: places the bag as an order exactly once per Idempotency-Key. A replay gets the first answer;
     * the same key with another body is a 409. Refusals before anything is held place nothing.
     */
    async place(customer: CustomerRow, header: string | undefined, body: PlaceOrderBody, ip: string) {
      const key = requireIdempotencyKey(header);
      const hash = requestHash(body);
      return keyed.run(
        `${customer.id}:${key}`,
        hash,
        () => repo.byKey(db, customer.id, key),
        async () => {
          const prepared = await prepare(customer, body, ip);
          const held = await hold(customer, key, hash, body, prepared);
          if (!held) return null;
          const { order, placed } = held;
          deps.events.publish(placed);
          const first = await answer(order, customer, prepared.card);
          await repo.saveAnswer(db, order.id, first);
          return first;
        },
      );
    },

    /** The order and the id of its last status change, for a stream's first event. */
    async snapshot(customerId: number, orderId: number) {
      const [order, seq] = await Promise.all([this.get(customerId, orderId), lastStatusSeq(db, orderId)]);
      return { order, seq };
    },

    /** GET pedidos: the customer's orders, newest first (the last 50). */
    async history(customerId: number): Promise<OrderSummaryWire[]> {
      const rows = await orderHistory(db, customerId, 50);
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        criado_em: row.createdAt.toISOString(),
        total: toMoney(row.total + row.valorGiftCards),
        loja: { id: row.storeId, nome: row.storeName },
        resumo: row.lines.map((line) => `${line.qtd}x ${line.nome}`).join(', '),
        qtd: row.lines.reduce((sum, line) => sum + line.qtd, 0),
      }));
    },

    /** The store team's board: the store's orders of today (São Paulo), newest first. */
    async board(storeId: number): Promise<OperatorOrderWire[]> {
      const rows = await boardOrders(db, storeId, toStoreTime(clock()).isoDate);
      return rows.map(toOperatorOrder);
    },

    /**
     * The store team moves one of its orders (transition table, actor 'store'); another store's order is a 404 and
     * a move the table does not allow a 409. Cancelling gives back the gift cards and the coupon, and refunds a paid
     * card or Pix through the payment interface (reconciliation retries a refund not confirmed).
     */
    async storeMove(storeId: number, orderId: number, to: OrderStatus): Promise<OperatorOrderWire> {
      const event = await db.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (order?.storeId !== storeId) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
        const now = clock();
        const moved = await moveOrder(tx, order, to, 'store', now);
        if (!moved)
          throw new HttpError(
            409,
            'order_transition_invalid',
            ORDER_MESSAGES.transitionInvalid(order.status, to),
          );
        if (to === 'Cancelado') await repo.release(tx, orderId, now);
        return moved;
      });
      deps.events.publish(event);
      if (to === 'Cancelado') {
        const payment = await repo.payment(db, orderId);
        if (payment?.status === 'aprovado')
          await runner.refund(payment).catch((error: unknown) => {
            log.error({ err: error, orderId }, 'refund failed; reconciliation will retry');
          });
      }
      const rows = await boardOrders(db, storeId, toStoreTime(clock()).isoDate);
      const row = rows.find((candidate) => candidate.order.id === orderId);
      if (!row) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
      return toOperatorOrder(row);
    },

    /** GET pedido: one of the customer's orders; anyone else's is a 404. */
    async get(customerId: number, orderId: number): Promise<OrderWire> {
      const record = await repo.record(db, customerId, orderId);
      if (!record) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
      return toOrderWire(record);
    },

    /**
     * A PSP notification: verified by signature, then each Pix it reports is read back from the PSP and settles its
     * order. The same notification twice changes the order once. Answers false for a bad signature.
     */
    async pixNotification(input: PixNotificationInput): Promise<boolean> {
      const verified = await deps.pix.verifyNotification(input);
      if (verified.outcome === 'rejected') {
        log.warn({ reason: verified.reason }, 'Pix notification rejected');
        return false;
      }
      for (const event of verified.events) {
        if (!event.txid) continue;
        const payment = await repo.byPixTxid(db, event.txid);
        const lookup = await deps.pix.getCharge(event.txid);
        if (lookup.outcome !== 'found') continue;
        if (payment) await runner.settlePix(payment, lookup.charge);
        else for (const handler of pixHandlers) if (await handler(lookup.charge)) break;
      }
      return true;
    },

    /** Lets another module settle the Pix charges it created when the PSP notifies them. */
    onPixNotified(handler: (charge: PixCharge) => Promise<boolean>): void {
      pixHandlers.push(handler);
    },

    /** One reconciliation round: every payment waiting longer than `olderThanMs` is asked about once. */
    async reconcile(olderThanMs = 0, limit = 200): Promise<number> {
      const waiting = await repo.waiting(db, new Date(clock().getTime() - olderThanMs), limit);
      for (const payment of await refundsDue(db, limit))
        await runner.refund(payment).catch((error: unknown) => {
          log.error({ err: error, orderId: payment.orderId }, 'refund failed');
        });
      for (const payment of waiting) {
        try {
          const order = await repo.record(db, null, payment.orderId);
          if (order) await runner.reconcile(payment, order.order.customerId);
        } catch (error) {
          log.error({ err: error, orderId: payment.orderId }, 'payment reconciliation failed');
        }
      }
      return waiting.length;
    },

    /** The order's Pix charge id, for the dev-only payment simulation. */
    async pixTxid(customerId: number, orderId: number): Promise<string | null> {
      const record = await repo.record(db, customerId, orderId);
      if (!record) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
      return record.payment.tipo === 'pix' && record.payment.status === 'aguardando'
        ? record.payment.pixTxid
        : null;
    },
  };
}

function couponUseRefusal(reason: 'not_found' | 'sold_out' | 'per_customer') {
  if (reason === 'per_customer')
    return { code: 'coupon_usage_limit_reached' as const, message: COUPON_MESSAGES.perCustomer };
  return { code: 'coupon_sold_out' as const, message: COUPON_MESSAGES.soldOut };
}

export type OrdersService = ReturnType<typeof ordersService>;
