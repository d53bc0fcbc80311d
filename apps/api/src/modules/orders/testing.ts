import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, sum } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import type { Database, Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { CardGateway } from '../../providers/payments/index.ts';
import {
  type PixRefundInput,
  type SignedNotification,
  simulatePixPayment,
} from '../../providers/pix/index.ts';
import { testDatabase } from '../../testing/build.ts';
import { atFileEnd } from '../../testing/file-end.ts';
import { manualClock } from '../auth/testing.ts';
import { uniqueIp } from '../bag/testing.ts';
import { hashGiftCardPassword } from '../gift-cards/password.ts';

/** Tuesday 3 June 2025, 12:00 in São Paulo: store 1 (Asa Sul) and store 3 (Sudoeste) are open. */
export const TUESDAY_NOON = new Date('2025-06-03T15:00:00Z');

/** Asa Sul, a few hundred metres from store 1 (Hanami Sushi Asa Sul). */
export const NEAR_STORE_1 = { lat: -15.8161, lng: -47.8921 };
/** Sudoeste, a few hundred metres from store 3 (whose catalogue does not offer Pix). */
export const NEAR_STORE_3 = { lat: -15.8005, lng: -47.9262 };
/** Pinheiros, São Paulo: a thousand kilometres from store 1. */
export const FAR_FROM_STORE_1 = { lat: -23.5663, lng: -46.6866 };

/** A plain product of the demo menu (R$ 18,90, no option groups). */
export const NIGUIRI = 2005;
/** Store 1's fee for an address under 2 km away. */
export const FEE_NEAR = 490;
/** One niguiri delivered near store 1: 18,90 + 4,90. */
export const ONE_NIGUIRI_TOTAL = 1890 + FEE_NEAR;

/** The brand of the demo catalogue (Hanami Sushi). */
const BRAND = 4;

/**
 * The real app on a fresh database with a hand-moved clock starting at TUESDAY_NOON and reconciliation left to the
 * test (`api.payments.reconcile()`); log lines go to `logStream` when given.
 */
export async function orderingApp(
  overrides: Record<string, string> = {},
  options: { logStream?: DestinationStream; start?: Date } = {},
) {
  const database: Database = await testDatabase();
  return { ...(await appOn(database, overrides, options)), database, db: database.db };
}

/**
 * Another API process on the same database: its own requests in flight, its own sandbox gateway and Pix charges,
 * its own clock (the same start).
 */
export async function appOn(
  database: Database,
  overrides: Record<string, string> = {},
  options: { logStream?: DestinationStream; start?: Date } = {},
) {
  const clock = manualClock(options.start ?? TUESDAY_NOON);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/comanda-api-test-data',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    ...overrides,
  });
  const app = await buildApp({
    env,
    database,
    clock: clock.now,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  atFileEnd(() => app.close());
  const api = await apiScope(app);
  return { app, api, clock };
}

/**
 * The instance the API modules decorate (`orders`, `pix`, `cards` live in the `/api` scope, not on the root app):
 * captured from a request to GET pedido, whose route belongs to it.
 */
export async function apiScope(app: FastifyInstance): Promise<FastifyInstance> {
  let scope: FastifyInstance | undefined;
  app.addHook('onRequest', async (request) => {
    scope ??= request.server;
  });
  await app.inject({ method: 'GET', url: '/api/pedido?pedidoId=1', remoteAddress: uniqueIp() });
  if (!scope?.orders || !scope.pix || !scope.cards) throw new Error('orders scope not reached');
  return scope;
}

let counter = 0;

/** A fresh customer with a bearer token and a delivery address (near store 1 unless told). */
export async function orderingCustomer(
  app: FastifyInstance,
  database: Database,
  at: { lat: number; lng: number; lojaId?: number } = NEAR_STORE_1,
) {
  counter += 1;
  const [row] = await database.db
    .insert(t.customers)
    .values({ idExterno: randomUUID(), nome: `Cliente Pedido ${counter}` })
    .returning({ id: t.customers.id });
  const id = row!.id;
  const [address] = await database.db
    .insert(t.customerAddresses)
    .values({
      customerId: id,
      logradouro: 'SQS 308 Bloco C',
      numero: '12',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70355-030',
      lat: at.lat,
      lng: at.lng,
      lojaId: at.lojaId ?? 1,
      distanciaLoja: 0.4,
      principal: true,
    })
    .returning({ id: t.customerAddresses.id });
  const token = await app.tokens.sign({ sub: String(id), ver: 0 });
  return { id, token, addressId: address!.id };
}

export type Customer = Awaited<ReturnType<typeof orderingCustomer>>;

/** Saves a sandbox card for the customer through the API; answers its id. */
export async function saveCard(
  app: FastifyInstance,
  token: string,
  numero = '4000 0000 0000 0010',
  extra: { cvv?: string; tipo?: 'Crédito' | 'Débito' } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cartao',
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${token}` },
    payload: {
      apelido: 'Meu cartão',
      numero,
      validade: '12/35',
      cvv: extra.cvv ?? '123',
      titular: 'Maria da Silva',
      cpf: '526.018.159-06',
      tipo: extra.tipo ?? 'Crédito',
    },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`card not saved: ${res.body}`);
  return res.json().data.id as number;
}

export type Payment =
  | { tipo: 'cartao'; cartao_id: number }
  | { tipo: 'pix' }
  | { tipo: 'dinheiro'; troco_para?: number | null }
  | { tipo: 'cartao_entrega'; forma: string; bandeira: string };

/** An order body for store 1: one niguiri unless `extra` says otherwise, the customer's address and the total seen. */
export function orderBody(
  addressId: number,
  pagamento: Payment,
  total: number,
  extra: Record<string, unknown> = {},
) {
  return {
    lojaId: 1,
    itens: [{ cod: NIGUIRI, qtd: 1 }],
    endereco_id: addressId,
    pagamento,
    total: { valor: total },
    ...extra,
  };
}

/** POSTs an order with an Idempotency-Key (a new one unless given; null sends none). */
export function placer(app: FastifyInstance) {
  return (token: string, body: unknown, key: string | null = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/pedido',
      remoteAddress: uniqueIp(),
      payload: body as InjectOptions['payload'],
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
}

/** GET pedido as the customer with `token`. */
export function reader(app: FastifyInstance) {
  return (token: string, pedidoId: number | string) =>
    app.inject({
      method: 'GET',
      url: `/api/pedido?pedidoId=${pedidoId}`,
      remoteAddress: uniqueIp(),
      headers: { authorization: `Bearer ${token}` },
    });
}

/** The bag priced by the server for coordinates (near store 1 unless told): what the app would show. */
export async function quote(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  at: { lat: number; lng: number } = NEAR_STORE_1,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/carrinho/calcular',
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${token}` },
    payload: { ...body, lat: at.lat, lng: at.lng } as InjectOptions['payload'],
  });
  if (res.statusCode !== 200) throw new Error(`bag not priced: ${res.body}`);
  return res.json().data as {
    totais: {
      valor_itens: { valor: number };
      frete: { valor: number };
      desconto: { valor: number };
      total: { valor: number };
      gifts_cards: Array<{ valor_debitado: { valor: number }; token: string }>;
    };
  };
}

/** The bag's total as the server prices it for the customer's address (what the app would show). */
export async function quotedTotal(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return (await quote(app, token, body)).totais.total.valor;
}

/** A gift card of the brand with an exact balance, valid until 2099; answers its id, number and password. */
export async function insertGiftCard(db: Db, saldo: number) {
  const numero = `6035${String(randomInt(0, 1e12)).padStart(12, '0')}`;
  const senha = `senha${randomInt(1000, 9999)}`;
  const [row] = await db
    .insert(t.giftCards)
    .values({
      brandId: BRAND,
      numero,
      senhaHash: await hashGiftCardPassword(senha),
      saldo,
      validade: '2099-12-31',
    })
    .returning({ id: t.giftCards.id });
  return { id: row!.id, numero, senha };
}

/** Validates a gift card once (number and password) and answers the token the bag sends instead. */
export async function giftCardToken(
  app: FastifyInstance,
  card: { numero: string; senha: string },
  /** The customer validating it (their bearer token), who alone may use the answer; a visitor when absent. */
  bearer?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/validar_gift_card',
    remoteAddress: uniqueIp(),
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload: { numero_cartao: card.numero, senha_cartao: card.senha },
  });
  if (res.statusCode !== 200) throw new Error(`gift card not validated: ${res.body}`);
  return res.json().data.token as string;
}

/** The card's balance, what its debits still hold (not given back) and how many were given back. */
export async function giftCardState(db: Db, cardId: number) {
  const [card] = await db
    .select({ saldo: t.giftCards.saldo })
    .from(t.giftCards)
    .where(eq(t.giftCards.id, cardId));
  const [held] = await db
    .select({ total: sum(t.giftCardDebits.valor), n: count() })
    .from(t.giftCardDebits)
    .where(and(eq(t.giftCardDebits.cardId, cardId), isNull(t.giftCardDebits.estornadoEm)));
  const [returned] = await db
    .select({ n: count() })
    .from(t.giftCardDebits)
    .where(and(eq(t.giftCardDebits.cardId, cardId), isNotNull(t.giftCardDebits.estornadoEm)));
  return {
    saldo: card!.saldo,
    held: Number(held?.total ?? 0),
    heldDebits: held?.n ?? 0,
    returnedDebits: returned?.n ?? 0,
  };
}

/** A fixed-discount coupon of the brand for every store, without dates; answers its id and code. */
export async function insertCoupon(
  db: Db,
  values: { valor: number; limiteTotal?: number | null; limitePorCliente?: number | null },
) {
  const codigo = `TESTE${randomInt(100_000, 999_999)}`;
  const [row] = await db
    .insert(t.coupons)
    .values({
      brandId: BRAND,
      codigo,
      descricao: `R$ ${values.valor / 100} de desconto (teste)`,
      tipo: 'fixo',
      valor: values.valor,
      lojas: [],
      limiteTotal: values.limiteTotal ?? null,
      limitePorCliente: values.limitePorCliente ?? null,
    })
    .returning({ id: t.coupons.id });
  return { id: row!.id, codigo };
}

/** The coupon's `usos` and its use rows (with the order each belongs to). */
export async function couponState(db: Db, couponId: number) {
  const [coupon] = await db
    .select({ usos: t.coupons.usos })
    .from(t.coupons)
    .where(eq(t.coupons.id, couponId));
  const uses = await db
    .select({ orderId: t.couponUses.orderId, customerId: t.couponUses.customerId })
    .from(t.couponUses)
    .where(eq(t.couponUses.couponId, couponId));
  return { usos: coupon!.usos, uses };
}

/** The customer's order rows, oldest first. */
export function ordersOf(db: Db, customerId: number) {
  return db.select().from(t.orders).where(eq(t.orders.customerId, customerId)).orderBy(t.orders.id);
}

/** The payment row of an order. */
export async function paymentOf(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.payableKind, 'pedido'), eq(t.payments.payableId, orderId)));
  return row!;
}

/** Orders still holding something (a gift-card debit not given back, a coupon use) while cancelled. */
export async function cancelledOrdersHolding(db: Db): Promise<number[]> {
  const debits = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .innerJoin(t.giftCardDebits, eq(t.giftCardDebits.orderId, t.orders.id))
    .where(and(eq(t.orders.status, 'Cancelado'), isNull(t.giftCardDebits.estornadoEm)));
  const uses = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .innerJoin(t.couponUses, eq(t.couponUses.orderId, t.orders.id))
    .where(eq(t.orders.status, 'Cancelado'));
  return [...new Set([...debits, ...uses].map((row) => row.id))];
}

/** Counts the calls the sandbox card gateway receives (charges and queries), by the payment's key. */
export function watchGateway(api: FastifyInstance) {
  const gateway = api.cards.gatewayOf('sandbox') as CardGateway;
  const charges: string[] = [];
  const queries: string[] = [];
  const charge = gateway.charge.bind(gateway);
  const queryCharge = gateway.queryCharge.bind(gateway);
  gateway.charge = (input) => {
    charges.push(input.idempotencyKey);
    return charge(input);
  };
  gateway.queryCharge = (ref) => {
    queries.push(ref.idempotencyKey);
    return queryCharge(ref);
  };
  return {
    /** Charges made for the order whose payment key is `key` (all when absent). */
    charges: (key?: string | null) => charges.filter((k) => key === undefined || k === key).length,
    queries: (key?: string | null) => queries.filter((k) => key === undefined || k === key).length,
  };
}

/** A Pix the sandbox PSP received after our side gave up on it, paid now: its signed notification. */
export async function payLatePix(api: FastifyInstance, txid: string): Promise<SignedNotification> {
  const paid = await simulatePixPayment(api.pix, txid);
  if (paid.outcome !== 'paid') throw new Error(`the PSP did not take the payment: ${paid.outcome}`);
  return paid.notification;
}

/** Delivers a PSP's signed notification to the API, as the PSP would. */
export function deliverPixNotification(app: FastifyInstance, notification: SignedNotification) {
  return app.inject({
    method: 'POST',
    url: '/api/pix/notificacao',
    remoteAddress: uniqueIp(),
    headers: notification.headers,
    payload: notification.rawBody,
  });
}

/**
 * A PSP that refuses every devolução while `refusing` is true (then answers as the sandbox does), recording the
 * refunds it is asked for. `restore()` puts the sandbox back.
 */
export function refusingPixRefunds(api: FastifyInstance) {
  const refund = api.pix.refund;
  const state = { refusing: true, calls: [] as PixRefundInput[] };
  api.pix.refund = async (input) => {
    state.calls.push(input);
    if (!state.refusing) return refund.call(api.pix, input);
    return {
      outcome: 'refused',
      code: 'pix_refund_refused',
      message: 'Serviço de devolução indisponível.',
      reference: { endToEndId: input.endToEndId, idempotencyKey: input.idempotencyKey, refundId: 'x' },
    };
  };
  return {
    state,
    restore: () => {
      api.pix.refund = refund;
    },
  };
}
