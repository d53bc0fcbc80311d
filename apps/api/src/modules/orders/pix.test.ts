import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  idFromKey,
  type PixChargeInput,
  type PixChargeResult,
  SANDBOX_PIX_KEY,
  simulatePixPayment,
} from '../../providers/pix/index.ts';
import { uniqueIp } from '../bag/testing.ts';
import {
  type Customer,
  couponState,
  giftCardState,
  giftCardToken,
  insertCoupon,
  insertGiftCard,
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  paymentOf,
  placer,
  reader,
} from './testing.ts';
import { ORDER_MESSAGES } from './texts.ts';

const WEBHOOK_SECRET = 'segredo-do-webhook-pix-dos-testes-0123456789';
const { app, api, database, db, clock } = await orderingApp({
  PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PIX_EXPIRY_SECONDS: '60',
});
const place = placer(app);
const read = reader(app);
/** The same app as the production process builds it (which requires JWT_SECRET). */
const production = await orderingApp({
  NODE_ENV: 'production',
  JWT_SECRET: 'um-segredo-de-producao-com-mais-de-32-caracteres',
  PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
});

/** EMV QRCPS fields (id, length, value) of a BR Code, read without the code that wrote it. */
function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length)
      throw new Error(`malformed TLV at ${at}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE computed bit by bit (poly 0x1021, init 0xFFFF). */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The BR Code's fields, after checking that its CRC (field 63, the last one) covers everything before it. */
function readBrCode(code: string) {
  expect(code).toMatch(/^[\x20-\x7e]+$/);
  const fields = parseTlv(code);
  expect([...fields.keys()].at(-1)).toBe('63');
  expect(fields.get('63')).toBe(crc16(code.slice(0, -4)));
  return fields;
}

function notify(payload: string, headers: Record<string, string>, query = '') {
  return app.inject({
    method: 'POST',
    url: `/api/pix/notificacao${query}`,
    remoteAddress: uniqueIp(),
    headers,
    payload,
  });
}

/** A notification signed with the webhook secret as a PSP would, at `at` (the app's now unless told). */
function signed(rawBody: string, at = clock.now()) {
  const ts = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${ts}.${rawBody}`).digest('hex');
  return { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}` };
}

/** A Pix order of one niguiri, with a R$ 10,00 gift card and a single-use R$ 3,00 coupon. */
async function pixOrder(me?: Customer) {
  const customer = me ?? (await orderingCustomer(app, database));
  const giftCard = await insertGiftCard(db, 1000);
  const coupon = await insertCoupon(db, { valor: 300, limiteTotal: 1 });
  const token = await giftCardToken(app, giftCard);
  const total = ONE_NIGUIRI_TOTAL - 300 - 1000;
  const res = await place(
    customer.token,
    orderBody(customer.addressId, { tipo: 'pix' }, total, { cupom: coupon.codigo, gift_cards: [{ token }] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().data;
  const { pixTxid } = await paymentOf(db, order.id);
  return { me: customer, order, total, giftCard, coupon, txid: pixTxid!, message: res.json().message };
}

const history = async (token: string, id: number) =>
  (await read(token, id)).json().data.historicoStatus.map((h: { status: string }) => h.status);

describe('Pix', () => {
  it('answers Aguardando pagamento with a BR Code for the total, its txid and a valid CRC', async () => {
    const { order, total, txid, message } = await pixOrder();
    expect(message).toBe(ORDER_MESSAGES.pixCreated);
    expect(order).toMatchObject({
      status: 'Aguardando pagamento',
      total: { valor: total },
      formaPagamento: { tipo: 'pix', forma: 'PIX', label: 'Pix', status: 'aguardando' },
      pix: { valor: { valor: total }, expira_em: new Date(clock.now().getTime() + 60_000).toISOString() },
    });
    const fields = readBrCode(order.pix.copia_e_cola);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('10.80');
    expect(Math.round(Number(fields.get('54')) * 100)).toBe(total);
    expect(fields.get('58')).toBe('BR');
    const account = parseTlv(fields.get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe(SANDBOX_PIX_KEY);
    expect(parseTlv(fields.get('62')!).get('05')).toBe(txid);
    // The check is real: one digit changed in the amount and the CRC no longer matches.
    const forged = order.pix.copia_e_cola.replace('5405' + '10.80', '5405' + '10.00');
    expect(forged).not.toBe(order.pix.copia_e_cola);
    expect(parseTlv(forged).get('63')).not.toBe(crc16(forged.slice(0, -4)));
  });

  it('the signed notification of the payment moves it to Pendente; the same one twice changes it once', async () => {
    const { me, order, txid, giftCard, coupon } = await pixOrder();
    const paid = await simulatePixPayment(api.pix, txid);
    if (paid.outcome !== 'paid') throw new Error(paid.outcome);
    const first = await notify(paid.notification.rawBody, paid.notification.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'success', data: null });
    const after = (await read(me.token, order.id)).json().data;
    expect(after).toMatchObject({ status: 'Pendente', formaPagamento: { status: 'aprovado' }, pix: null });
    expect(await history(me.token, order.id)).toEqual(['Aguardando pagamento', 'Pendente']);

    const again = await notify(paid.notification.rawBody, paid.notification.headers);
    expect(again.statusCode).toBe(200);
    await Promise.all([
      notify(paid.notification.rawBody, paid.notification.headers),
      notify(paid.notification.rawBody, paid.notification.headers),
      api.payments.reconcile(),
    ]);
    expect((await read(me.token, order.id)).json().data).toEqual(after);
    // Paid: the gift card and the coupon stay with the order.
    expect(await giftCardState(db, giftCard.id)).toMatchObject({ saldo: 0, held: 1000 });
    expect((await couponState(db, coupon.id)).usos).toBe(1);
  });

  it('a notification with a bad, missing or stale signature is a 401 and changes nothing', async () => {
    const { me, order, txid } = await pixOrder();
    const paid = await simulatePixPayment(api.pix, txid);
    if (paid.outcome !== 'paid') throw new Error(paid.outcome);
    const { rawBody, headers } = paid.notification;
    const rejected = {
      status: 'error',
      code: 'pix_notification_rejected',
      message: 'Notificação recusada.',
    };
    const forgedSignature = headers['x-signature']!.replace(/v1=[0-9a-f]/, (m) =>
      m.endsWith('0') ? 'v1=1' : 'v1=0',
    );
    const attempts = [
      notify(rawBody, { ...headers, 'x-signature': forgedSignature }),
      notify(rawBody, { 'content-type': 'application/json' }),
      notify(rawBody.replace(/"valor":"[^"]+"/, '"valor":"999.99"'), headers),
      notify(rawBody, signed(rawBody, new Date(clock.now().getTime() - 600_000))),
      notify(rawBody, { 'content-type': 'application/json' }, '?hmac=nao-e-o-segredo'),
      notify(rawBody, { ...headers, 'x-signature': 'ts=abc,v1=xyz' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual(rejected);
    }
    expect((await read(me.token, order.id)).json().data).toMatchObject({
      status: 'Aguardando pagamento',
      formaPagamento: { status: 'aguardando' },
    });
    expect(await history(me.token, order.id)).toEqual(['Aguardando pagamento']);
    // The genuine one still settles it.
    expect((await notify(rawBody, headers)).statusCode).toBe(200);
    expect((await read(me.token, order.id)).json().data.status).toBe('Pendente');
  });

  it('a PSP that can only call a fixed URL sends the secret in ?hmac=, with or without a charset', async () => {
    const { me, order, txid } = await pixOrder();
    const paid = await simulatePixPayment(api.pix, txid);
    if (paid.outcome !== 'paid') throw new Error(paid.outcome);
    const res = await notify(
      paid.notification.rawBody,
      { 'content-type': 'application/json; charset=utf-8' },
      `?hmac=${encodeURIComponent(WEBHOOK_SECRET)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(me.token, order.id)).json().data.status).toBe('Pendente');
  });

  it('a well-signed notification of a Pix the PSP does not report as paid changes nothing', async () => {
    const { me, order, txid, total } = await pixOrder();
    const rawBody = JSON.stringify({
      pix: [
        {
          endToEndId: 'E99999999202506031500forjado01',
          txid,
          valor: (total / 100).toFixed(2),
          horario: clock.now().toISOString(),
        },
      ],
    });
    const res = await notify(rawBody, signed(rawBody));
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(me.token, order.id)).json().data).toMatchObject({
      status: 'Aguardando pagamento',
      formaPagamento: { status: 'aguardando' },
    });
  });

  it('unpaid past its expiry: the round cancels it and gives back the gift card and the coupon', async () => {
    const { me, order, txid, giftCard, coupon } = await pixOrder();
    await api.payments.reconcile();
    expect((await read(me.token, order.id)).json().data.status).toBe('Aguardando pagamento');
    clock.advance(61_000);
    await api.payments.reconcile();
    const expired = (await read(me.token, order.id)).json().data;
    expect(expired).toMatchObject({
      status: 'Cancelado',
      formaPagamento: { status: 'expirado', motivo: ORDER_MESSAGES.pixExpired },
      pix: null,
    });
    expect(await history(me.token, order.id)).toEqual(['Aguardando pagamento', 'Cancelado']);
    expect(await giftCardState(db, giftCard.id)).toEqual({
      saldo: 1000,
      held: 0,
      heldDebits: 0,
      returnedDebits: 1,
    });
    expect(await couponState(db, coupon.id)).toEqual({ usos: 0, uses: [] });
    // It can no longer be paid, and another round changes nothing.
    expect((await simulatePixPayment(api.pix, txid)).outcome).toBe('expired');
    const simulate = await app.inject({
      method: 'POST',
      url: `/api/dev/pix/simular?pedidoId=${order.id}`,
      remoteAddress: uniqueIp(),
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(simulate.statusCode).toBe(404);
    expect(simulate.json()).toMatchObject({
      code: 'pix_not_simulable',
      message: ORDER_MESSAGES.pixNotSimulable,
    });
    await api.payments.reconcile();
    expect((await read(me.token, order.id)).json().data).toEqual(expired);
    expect((await giftCardState(db, giftCard.id)).saldo).toBe(1000);
  });

  /** Runs `body` while the PSP answers createCharge with `answer` (then as usual); the keys it was called with. */
  async function withPsp(
    answer: (input: PixChargeInput, call: number) => Promise<PixChargeResult | null>,
    body: (keys: string[]) => Promise<void>,
  ) {
    const create = api.pix.createCharge;
    const keys: string[] = [];
    api.pix.createCharge = async (input) => {
      keys.push(input.idempotencyKey);
      return (await answer(input, keys.length)) ?? create.call(api.pix, input);
    };
    try {
      await body(keys);
    } finally {
      api.pix.createCharge = create;
    }
  }

  it('a Pix whose creation timed out is created by the next round, with the same key', async () => {
    await withPsp(
      async (input, call) =>
        call === 1 ? { outcome: 'pending', txid: idFromKey(input.idempotencyKey, 25) } : null,
      async (keys) => {
        const me = await orderingCustomer(app, database);
        const res = await place(me.token, orderBody(me.addressId, { tipo: 'pix' }, ONE_NIGUIRI_TOTAL));
        expect(res.statusCode, res.body).toBe(201);
        const order = res.json().data;
        expect(order).toMatchObject({ status: 'Aguardando pagamento', pix: null });
        await api.payments.reconcile();
        const created = (await read(me.token, order.id)).json().data;
        expect(created.status).toBe('Aguardando pagamento');
        expect(created.pix).not.toBeNull();
        expect(keys).toHaveLength(2);
        expect(keys[1]).toBe(keys[0]);
        const { pixTxid } = await paymentOf(db, order.id);
        expect(pixTxid).toBe(idFromKey(keys[0]!, 25));
        expect(parseTlv(readBrCode(created.pix.copia_e_cola).get('62')!).get('05')).toBe(pixTxid);
        const paid = await simulatePixPayment(api.pix, pixTxid!);
        if (paid.outcome !== 'paid') throw new Error(paid.outcome);
        expect((await notify(paid.notification.rawBody, paid.notification.headers)).statusCode).toBe(200);
        expect((await read(me.token, order.id)).json().data.status).toBe('Pendente');
      },
    );
  });

  it('a Pix the PSP cannot create: 503, the order cancelled and what it held given back', async () => {
    await withPsp(
      async (input) => ({
        outcome: 'failed',
        failure: {
          code: 'payment_provider_unavailable',
          message: 'fora do ar',
          detail: 'connect ECONNREFUSED',
        },
        txid: idFromKey(input.idempotencyKey, 25),
      }),
      async () => {
        const me = await orderingCustomer(app, database);
        const giftCard = await insertGiftCard(db, 1000);
        const coupon = await insertCoupon(db, { valor: 300, limiteTotal: 1 });
        const token = await giftCardToken(app, giftCard);
        const res = await place(
          me.token,
          orderBody(me.addressId, { tipo: 'pix' }, ONE_NIGUIRI_TOTAL - 1300, {
            cupom: coupon.codigo,
            gift_cards: [{ token }],
          }),
        );
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'payment_provider_unavailable',
          message: ORDER_MESSAGES.pixUnavailable,
          data: { status: 'Cancelado' },
        });
        expect(await giftCardState(db, giftCard.id)).toEqual({
          saldo: 1000,
          held: 0,
          heldDebits: 0,
          returnedDebits: 1,
        });
        expect(await couponState(db, coupon.id)).toEqual({ usos: 0, uses: [] });
      },
    );
  });

  it("simulating a payment: only the customer's own waiting Pix", async () => {
    const { me, order } = await pixOrder();
    const other = await orderingCustomer(app, database);
    const simulate = (token: string, id: number) =>
      app.inject({
        method: 'POST',
        url: `/api/dev/pix/simular?pedidoId=${id}`,
        remoteAddress: uniqueIp(),
        headers: { authorization: `Bearer ${token}` },
      });
    const theirs = await simulate(other.token, order.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'order_not_found', message: ORDER_MESSAGES.notFound });
    expect((await read(me.token, order.id)).json().data.status).toBe('Aguardando pagamento');

    const cash = await place(
      other.token,
      orderBody(other.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL),
    );
    const notPix = await simulate(other.token, cash.json().data.id);
    expect(notPix.statusCode).toBe(404);
    expect(notPix.json().code).toBe('pix_not_simulable');

    const mine = await simulate(me.token, order.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.status).toBe('Pendente');
    expect((await simulate(me.token, order.id)).json().code).toBe('pix_not_simulable');
    expect(await history(me.token, order.id)).toEqual(['Aguardando pagamento', 'Pendente']);
  });
});

describe('with NODE_ENV=production', () => {
  it('the simulation route does not exist, while the PSP notification route does', async () => {
    const me = await orderingCustomer(production.app, production.database);
    const route = { method: 'POST' as const, url: '/api/dev/pix/simular' };
    expect(production.app.hasRoute(route)).toBe(false);
    expect(app.hasRoute(route)).toBe(true);
    const res = await production.app.inject({
      ...route,
      url: `${route.url}?pedidoId=1`,
      remoteAddress: uniqueIp(),
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'not_found', message: 'Recurso não encontrado.' });
    const webhook = await production.app.inject({
      method: 'POST',
      url: '/api/pix/notificacao',
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"pix":[]}',
    });
    expect(webhook.statusCode).toBe(401);
    expect(webhook.json().code).toBe('pix_notification_rejected');
  });
});
