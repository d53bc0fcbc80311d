import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeCall, fakeServer } from '../http/fake-server.ts';

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

interface FakeCard {
  id: string;
  customerId: string;
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  brand: string;
  type: string;
  status: 'active' | 'deleted' | 'expired';
}

interface FakeCharge {
  id: string;
  code: string;
  amount: number;
  paidAmount: number;
  canceledAmount: number;
  status: string;
  capture: boolean;
  card: FakeCard;
  txStatus: string;
  returnCode: string;
  message: string;
  /** Simulator cards 036/044 settle on the next read. */
  settlesAs: { status: string; txStatus: string; returnCode: string; message: string } | null;
  order: Record<string, unknown> | null;
}

/**
 * A stand-in for Pagar.me API v5 that replays its documented answers: Basic auth with the secret key, `/tokens`
 * with the public key (single-use tokens), customers, wallet cards, orders with one card charge decided by the
 * simulator's test cards (…010 paid, …028 failed "não autorizada", …036 processing → paid, …044 processing →
 * failed), charge capture and cancel, and the `Idempotency-Key` header: a key seen before replays the first
 * answer. `control` makes the next order calls hang, answer malformed JSON or fail with a 5xx.
 */
export async function fakePagarme(keys: { secretKey: string; publicKey: string }) {
  const customers = new Map<string, Record<string, unknown>>();
  const cards = new Map<string, FakeCard>();
  const tokens = new Map<string, { card: Omit<FakeCard, 'id' | 'customerId' | 'status'>; used: boolean }>();
  const charges = new Map<string, FakeCharge>();
  const orders = new Map<string, Record<string, unknown>>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const control = {
    /** The next N order/capture/cancel calls are processed but never answered. */
    hang: 0,
    /** The next call to POST /orders answers a body that is not JSON (after processing it). */
    malformed: 0,
    /** The next call to POST /orders answers this 5xx without processing it. */
    serverError: 0,
  };
  const expected = `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`;

  const cardJson = (card: FakeCard) => ({
    id: card.id,
    first_six_digits: card.number.slice(0, 6),
    last_four_digits: card.number.slice(-4),
    brand: card.brand,
    holder_name: card.holderName,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    status: card.status,
    type: card.type,
    created_at: now(),
    updated_at: now(),
    ...(card.status === 'deleted' ? { deleted_at: now() } : {}),
  });

  const chargeJson = (charge: FakeCharge) => ({
    id: charge.id,
    code: charge.code,
    gateway_id: charge.id.replace('ch_', ''),
    amount: charge.amount,
    ...(charge.paidAmount ? { paid_amount: charge.paidAmount } : {}),
    ...(charge.canceledAmount ? { canceled_amount: charge.canceledAmount } : {}),
    status: charge.status,
    currency: 'BRL',
    payment_method: charge.card.type === 'voucher' ? 'voucher' : 'credit_card',
    created_at: now(),
    updated_at: now(),
    last_transaction: {
      id: id('tran'),
      transaction_type: 'credit_card',
      gateway_id: charge.id.replace('ch_', 'gw'),
      amount: charge.amount,
      status: charge.txStatus,
      success: charge.status !== 'failed',
      installments: 1,
      statement_descriptor: 'HANAMI SUSHI',
      acquirer_name: 'simulator',
      acquirer_tid: '6548215',
      acquirer_nsu: '6548215',
      ...(charge.status === 'failed' ? {} : { acquirer_auth_code: '123456' }),
      acquirer_message: charge.message,
      acquirer_return_code: charge.returnCode,
      operation_type: charge.capture ? 'auth_and_capture' : 'auth_only',
      card: cardJson(charge.card),
      gateway_response: { code: '200', errors: [] },
      antifraud_response: {},
      metadata: {},
    },
  });

  /** The simulator: the card number decides the charge. */
  function decide(card: FakeCard, capture: boolean) {
    const approved = capture
      ? {
          status: 'paid',
          txStatus: 'captured',
          returnCode: '0000',
          message: 'Transação capturada com sucesso',
        }
      : {
          status: 'pending',
          txStatus: 'authorized_pending_capture',
          returnCode: '0000',
          message: 'Transação autorizada com sucesso',
        };
    const refused = {
      status: 'failed',
      txStatus: 'not_authorized',
      returnCode: '1000',
      message: 'Transação não autorizada',
    };
    const processing = {
      status: 'processing',
      txStatus: 'with_error',
      returnCode: '',
      message: 'Processando',
    };
    switch (card.number) {
      case '4000000000000028':
        return { now: refused, later: null };
      case '4000000000000036':
        return { now: processing, later: approved };
      case '4000000000000044':
        return { now: processing, later: refused };
      default:
        return { now: approved, later: null };
    }
  }

  function readCharge(charge: FakeCharge) {
    if (charge.settlesAs) {
      Object.assign(charge, charge.settlesAs);
      if (charge.status === 'paid') charge.paidAmount = charge.amount;
      charge.settlesAs = null;
    }
    return chargeJson(charge);
  }

  function orderJson(order: Record<string, unknown>, charge: FakeCharge) {
    const status = charge.status === 'paid' ? 'paid' : charge.status === 'failed' ? 'failed' : 'pending';
    return { ...order, status, charges: [chargeJson(charge)] };
  }

  function newCard(customerId: string, fields: Omit<FakeCard, 'id' | 'customerId' | 'status'>): FakeCard {
    const card: FakeCard = { ...fields, id: id('card'), customerId, status: 'active' };
    cards.set(card.id, card);
    return card;
  }

  function cardFields(body: Record<string, unknown>): Omit<FakeCard, 'id' | 'customerId' | 'status'> | null {
    const number = String(body.number ?? '');
    if (!/^\d{13,19}$/.test(number) || !body.cvv) return null;
    return {
      number,
      holderName: String(body.holder_name ?? ''),
      expMonth: Number(body.exp_month),
      expYear: Number(body.exp_year),
      brand: number.startsWith('4') ? 'Visa' : number.startsWith('5') ? 'Mastercard' : 'Elo',
      type: body.type === 'voucher' ? 'voucher' : 'credit',
    };
  }

  const invalid = (field: string) => ({
    status: 422,
    body: { message: 'The request is invalid.', errors: { [field]: [`The ${field} field is not valid.`] } },
  });
  const notFound = (what: string) => ({ status: 404, body: { message: `${what} not found.` } });

  function route(call: FakeCall): FakeAnswer {
    const body = (call.body ?? {}) as Record<string, unknown>;
    const parts = call.path
      .replace(/^\/core\/v5/, '')
      .split('/')
      .filter(Boolean);

    if (call.method === 'POST' && parts[0] === 'tokens') {
      if (call.headers.authorization)
        return { status: 401, body: { message: 'Authorization has been denied' } };
      if (call.query.appId !== keys.publicKey)
        return { status: 401, body: { message: 'Invalid public key' } };
      const card = cardFields((body.card ?? {}) as Record<string, unknown>);
      if (!card) return invalid('card.number');
      const token = id('token');
      tokens.set(token, { card, used: false });
      return {
        status: 200,
        body: {
          id: token,
          type: 'card',
          created_at: now(),
          expires_at: new Date(Date.now() + 60_000).toISOString(),
          card: {
            first_six_digits: card.number.slice(0, 6),
            last_four_digits: card.number.slice(-4),
            holder_name: card.holderName,
            exp_month: card.expMonth,
            exp_year: card.expYear,
            brand: card.brand,
          },
        },
      };
    }

    if (call.headers.authorization !== expected)
      return { status: 401, body: { message: 'Authorization has been denied for this request.' } };

    const key = typeof call.headers['idempotency-key'] === 'string' ? call.headers['idempotency-key'] : null;
    const replayKey = key ? `${call.method} ${parts[0]} ${key}` : null;
    if (replayKey && replays.has(replayKey)) {
      if (control.hang > 0) {
        control.hang--;
        return 'hang';
      }
      return replays.get(replayKey)!;
    }
    const remember = (answer: { status: number; body: unknown }): FakeAnswer => {
      if (replayKey) replays.set(replayKey, answer);
      if (control.hang > 0) {
        control.hang--;
        return 'hang';
      }
      return answer;
    };

    // Customers and their wallet.
    if (parts[0] === 'customers') {
      if (call.method === 'POST' && parts.length === 1) {
        const customer = { id: id('cus'), ...body, delinquent: false, created_at: now(), updated_at: now() };
        customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      const customer = customers.get(parts[1] ?? '');
      if (!customer) return notFound('Customer');
      if (parts.length === 2 && call.method === 'GET') return { status: 200, body: customer };
      if (parts[2] === 'cards' && parts.length === 3 && call.method === 'POST') {
        let fields: Omit<FakeCard, 'id' | 'customerId' | 'status'> | null;
        if (typeof body.token === 'string') {
          const token = tokens.get(body.token);
          if (!token || token.used) return notFound('Token');
          token.used = true;
          fields = token.card;
        } else {
          fields = cardFields(body);
        }
        if (!fields) return invalid('number');
        return { status: 200, body: cardJson(newCard(customer.id as string, fields)) };
      }
      const card = cards.get(parts[3] ?? '');
      if (!card || card.customerId !== customer.id) return notFound('Card');
      if (call.method === 'GET') return { status: 200, body: cardJson(card) };
      if (call.method === 'DELETE') {
        card.status = 'deleted';
        cards.delete(card.id);
        return { status: 200, body: cardJson(card) };
      }
    }

    if (parts[0] === 'orders' && call.method === 'POST') {
      if (control.serverError > 0) {
        control.serverError--;
        return { status: 500, body: { message: 'An error has occurred.' } };
      }
      const payment = ((body.payments as unknown[]) ?? [])[0] as Record<string, unknown> | undefined;
      const method = String(payment?.payment_method ?? '');
      const details = (payment?.[method] ?? {}) as Record<string, unknown>;
      const card = cards.get(String(details.card_id ?? ''));
      if (!card || card.customerId !== body.customer_id) return remember(notFound('Card'));
      const amount = Number(payment?.amount ?? 0);
      const capture = method !== 'credit_card' || details.capture !== false;
      const decision = decide(card, capture);
      const charge: FakeCharge = {
        id: id('ch'),
        code: String(body.code),
        amount,
        paidAmount: decision.now.status === 'paid' ? amount : 0,
        canceledAmount: 0,
        capture,
        card,
        ...decision.now,
        settlesAs: decision.later,
        order: null,
      };
      const order = {
        id: id('or'),
        code: body.code,
        amount,
        currency: 'BRL',
        closed: true,
        items: body.items,
        customer: customers.get(String(body.customer_id)),
        created_at: now(),
        updated_at: now(),
      };
      charge.order = order;
      charges.set(charge.id, charge);
      orders.set(order.id, order);
      const answer = { status: 200, body: orderJson(order, charge) };
      if (control.malformed > 0) {
        control.malformed--;
        if (replayKey) replays.set(replayKey, answer);
        return { status: 200, raw: '{"id": "or_' };
      }
      return remember(answer);
    }

    if (parts[0] === 'orders' && call.method === 'GET') {
      const data = [...charges.values()]
        .filter((charge) => charge.order && charge.order.code === call.query.code)
        .map((charge) => ({ ...orderJson(charge.order!, charge), charges: [readCharge(charge)] }));
      return { status: 200, body: { data, paging: { total: data.length } } };
    }

    if (parts[0] === 'charges') {
      const charge = charges.get(parts[1] ?? '');
      if (!charge) return notFound('Charge');
      if (call.method === 'GET') return { status: 200, body: readCharge(charge) };
      if (call.method === 'POST' && parts[2] === 'capture') {
        if (charge.txStatus !== 'authorized_pending_capture')
          return remember({ status: 412, body: { message: 'Charge can not be captured.' } });
        const amount = typeof body.amount === 'number' ? body.amount : charge.amount;
        Object.assign(charge, {
          status: 'paid',
          txStatus: 'captured',
          paidAmount: amount,
          message: 'Transação capturada com sucesso',
        });
        return remember({ status: 200, body: chargeJson(charge) });
      }
      if (call.method === 'DELETE') {
        const amount = typeof body.amount === 'number' ? body.amount : charge.paidAmount || charge.amount;
        if (charge.status === 'paid') {
          if (charge.canceledAmount + amount > charge.paidAmount)
            return remember({ status: 412, body: { message: 'Amount exceeds the refundable amount.' } });
          charge.canceledAmount += amount;
          if (charge.canceledAmount === charge.paidAmount)
            Object.assign(charge, { status: 'canceled', txStatus: 'refunded' });
          else charge.txStatus = 'partial_refunded';
        } else if (charge.txStatus === 'authorized_pending_capture') {
          Object.assign(charge, { status: 'canceled', txStatus: 'voided' });
        } else {
          return remember({ status: 412, body: { message: 'Charge can not be canceled.' } });
        }
        return remember({ status: 200, body: chargeJson(charge) });
      }
    }
    return notFound('Resource');
  }

  const server = await fakeServer(route);
  return { ...server, control, charges, orders, cards };
}
