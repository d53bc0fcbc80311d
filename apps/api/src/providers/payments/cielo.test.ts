import { describe, expect, it } from 'vitest';
import { guidFromKey } from './card-data.ts';
import type { ChargeInput, SavedCardToken } from './card-gateway.ts';
import { cieloCardGateway } from './cielo.ts';
import { fakeCielo } from './fake-cielo.ts';

const merchant = { merchantId: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', merchantKey: 'A'.repeat(40) };
const fake = await fakeCielo(merchant);
const timeoutMs = 300;
const clock = () => new Date('2026-05-10T15:00:00Z');
const gateway = cieloCardGateway({
  apiUrl: fake.api.url,
  queryUrl: fake.query.url,
  ...merchant,
  timeoutMs,
  clock,
});
const customer = { id: 'cliente-7', name: 'Maria da Silva' };

const seen: unknown[] = [];
async function track<T>(promise: Promise<T>): Promise<T> {
  const result = await promise;
  seen.push(result);
  return result;
}

let sequence = 0;
const key = (label: string) => `${label}-${Date.now().toString(36)}-${++sequence}`;

async function saveCard(number: string, expYear = 2034): Promise<SavedCardToken> {
  const saved = await track(
    gateway.saveCard({
      customer,
      source: { kind: 'card', number, holderName: 'Maria da Silva', expMonth: 12, expYear, cvv: '123' },
    }),
  );
  if (saved.outcome !== 'approved') throw new Error(`not saved: ${JSON.stringify(saved)}`);
  return saved.card;
}

function chargeInput(card: SavedCardToken, overrides: Partial<ChargeInput> = {}): ChargeInput {
  return {
    idempotencyKey: key('pedido'),
    customer,
    card,
    amount: 4500,
    capture: true,
    description: 'Pedido 99',
    statementDescriptor: 'Hanami Sushi',
    ...overrides,
  };
}

const salesFor = (merchantOrderId: string) =>
  [...fake.sales.values()].filter((sale) => sale.merchantOrderId === merchantOrderId).length;

describe('Cielo adapter: cards (against a fake Cielo API 3.0)', () => {
  it('tokenizes on the transactions host with MerchantId/MerchantKey and keeps token, brand, last four, expiry', async () => {
    const card = await saveCard('5555666677778884');
    expect(card).toEqual({
      token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      brand: 'Mastercard',
      lastFour: '8884',
      type: 'credit',
      expMonth: 12,
      expYear: 2034,
    });
    const request = fake.api.calls.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/1/card/' });
    expect(request.headers).toMatchObject({
      merchantid: merchant.merchantId,
      merchantkey: merchant.merchantKey,
    });
    expect(request.body).toEqual({
      CustomerName: 'Maria da Silva',
      CardNumber: '5555666677778884',
      Holder: 'MARIA DA SILVA',
      ExpirationDate: '12/2034',
      Brand: 'Master',
    });
  });

  it('refuses meal-voucher brands without calling Cielo', async () => {
    const before = fake.api.calls.length;
    const result = await gateway.saveCard({
      customer,
      // Alelo BIN 506758…
      source: {
        kind: 'card',
        number: '5067580000000000',
        holderName: 'X',
        expMonth: 1,
        expYear: 2031,
        cvv: '123',
      },
    });
    expect(result).toMatchObject({ outcome: 'refused', refusal: { code: 'card_not_supported' } });
    expect(fake.api.calls.length).toBe(before);
  });

  it('checkCard reads the token on the query host: usable, expired or unknown', async () => {
    const card = await saveCard('4000000000001000');
    expect(await gateway.checkCard({ customerId: customer.id, cardToken: card.token })).toEqual({
      outcome: 'usable',
    });
    expect(fake.query.calls.at(-1)!.path).toBe(`/1/card/${card.token}`);
    const old = await saveCard('4000000000001000', 2025);
    expect(await gateway.checkCard({ customerId: customer.id, cardToken: old.token })).toEqual({
      outcome: 'unusable',
      reason: 'expired',
    });
    expect(
      await gateway.checkCard({ customerId: customer.id, cardToken: '00000000-0000-4000-8000-000000000000' }),
    ).toEqual({ outcome: 'unusable', reason: 'not_found' });
  });

  it('customers are local (Cielo keeps none); deleting a card is local too', async () => {
    const before = fake.api.calls.length + fake.query.calls.length;
    expect(
      await gateway.createCustomer({
        code: 'cliente-7',
        name: 'Maria',
        email: 'm@example.com',
        cpf: '52998224725',
      }),
    ).toMatchObject({ outcome: 'ok', customer: { id: 'cliente-7' } });
    expect(await gateway.deleteCard({ customerId: 'cliente-7', cardToken: 'x' })).toEqual({ outcome: 'ok' });
    expect(fake.api.calls.length + fake.query.calls.length).toBe(before);
  });
});

describe('Cielo adapter: sales by the sandbox last-digit rule', () => {
  it('approves (last digit 0) after checking on the query host that the key has no sale yet', async () => {
    const card = await saveCard('4000000000001000');
    const input = chargeInput(card);
    const result = await track(gateway.charge(input));
    expect(result).toEqual({
      outcome: 'approved',
      charge: {
        chargeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'captured',
        amount: 4500,
        capturedAmount: 4500,
        refundedAmount: 0,
        authorizationCode: '123456',
      },
      reference: { idempotencyKey: input.idempotencyKey, chargeId: expect.any(String) },
    });
    expect(fake.query.calls.at(-1)!.query).toEqual({ merchantOrderId: input.idempotencyKey });
    const sale = fake.api.calls.at(-1)!;
    expect(sale.path).toBe('/1/sales/');
    expect(sale.headers.requestid).toBe(guidFromKey(input.idempotencyKey));
    expect(sale.body).toMatchObject({
      MerchantOrderId: input.idempotencyKey,
      Customer: { Name: 'Maria da Silva' },
      Payment: {
        Type: 'CreditCard',
        Amount: 4500,
        Installments: 1,
        Capture: true,
        SoftDescriptor: 'Hanami Sushi',
        CreditCard: { CardToken: card.token, Brand: 'Visa' },
      },
    });
  });

  it.each([
    ['4000000000001042', 'card_declined', '05', false],
    ['4000000000001083', 'card_expired', '57', true],
    ['4000000000001075', 'card_blocked', '78', false],
    ['4000000000001026', 'card_issuer_unavailable', '99', false],
    ['4000000000001067', 'card_canceled', '77', true],
    ['4000000000001018', 'card_problem', '70', false],
  ])('refuses %s as %s (ReturnCode %s)', async (number, code, providerCode, cardUnusable) => {
    const card = await saveCard(number);
    expect(await track(gateway.charge(chargeInput(card)))).toMatchObject({
      outcome: 'refused',
      refusal: { code, providerCode, cardUnusable, message: expect.stringMatching(/[a-zà-ú]/) },
    });
  });
});

describe('Cielo adapter: idempotency and time-outs', () => {
  it('the same key twice returns the first sale; Cielo holds one sale', async () => {
    const card = await saveCard('4000000000001091');
    const input = chargeInput(card);
    const first = await track(gateway.charge(input));
    expect(first.outcome).toBe('approved');
    expect(await track(gateway.charge(input))).toEqual(first);
    expect(salesFor(input.idempotencyKey)).toBe(1);
  });

  it('a time-out is pending; the query by MerchantOrderId resolves it and a retry never sells twice', async () => {
    const card = await saveCard('4000000000001034');
    const input = chargeInput(card);
    fake.control.hang = 1;
    const result = await track(gateway.charge(input));
    expect(result).toMatchObject({
      outcome: 'pending',
      reason: 'timeout',
      reference: { idempotencyKey: input.idempotencyKey, chargeId: null },
    });
    const queried = await track(gateway.queryCharge(result.reference));
    expect(queried).toMatchObject({ outcome: 'approved', charge: { status: 'captured', amount: 4500 } });
    const retried = await track(gateway.charge(input));
    expect(retried).toEqual(queried);
    expect(salesFor(input.idempotencyKey)).toBe(1);
  });

  it('an unreadable 201 is pending; the retry finds the sale instead of selling again', async () => {
    const card = await saveCard('4000000000001000');
    const input = chargeInput(card);
    fake.control.malformed = 1;
    expect(await track(gateway.charge(input))).toMatchObject({ outcome: 'pending', reason: 'unknown' });
    expect(await track(gateway.charge(input))).toMatchObject({ outcome: 'approved' });
    expect(salesFor(input.idempotencyKey)).toBe(1);
  });

  it('a 5xx is failed with the key kept; the retry sells once', async () => {
    const card = await saveCard('4000000000001000');
    const input = chargeInput(card);
    fake.control.serverError = 1;
    expect(await track(gateway.charge(input))).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_provider_error' },
      reference: { idempotencyKey: input.idempotencyKey },
    });
    expect(salesFor(input.idempotencyKey)).toBe(0);
    expect(await track(gateway.charge(input))).toMatchObject({ outcome: 'approved' });
    expect(salesFor(input.idempotencyKey)).toBe(1);
  });

  it('when the query host cannot say whether a sale exists, nothing is sold', async () => {
    const card = await saveCard('4000000000001000');
    const input = chargeInput(card);
    const blind = cieloCardGateway({
      apiUrl: fake.api.url,
      queryUrl: 'http://127.0.0.1:9',
      ...merchant,
      timeoutMs,
    });
    expect(await blind.charge(input)).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_provider_unavailable' },
    });
    expect(salesFor(input.idempotencyKey)).toBe(0);
  });

  it('an unreadable answer from the lookup by MerchantOrderId is failed, and nothing is sold', async () => {
    const card = await saveCard('4000000000001000');
    const input = chargeInput(card);
    fake.control.malformedLookup = 1;
    expect(await track(gateway.charge(input))).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_provider_invalid_answer' },
    });
    expect(salesFor(input.idempotencyKey)).toBe(0);
  });

  it('wrong merchant credentials are a rejected request', async () => {
    const card = await saveCard('4000000000001000');
    const wrong = cieloCardGateway({
      apiUrl: fake.api.url,
      queryUrl: fake.query.url,
      merchantId: merchant.merchantId,
      merchantKey: 'B'.repeat(40),
      timeoutMs,
    });
    expect(await wrong.charge(chargeInput(card))).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_request_rejected', detail: 'HTTP 401 132' },
    });
  });
});

describe('Cielo adapter: capture and refunds', () => {
  it('authorises, captures once, and a retried capture reports the capture without a second one', async () => {
    const card = await saveCard('4000000000001000');
    const charged = await track(gateway.charge(chargeInput(card, { capture: false })));
    expect(charged).toMatchObject({ outcome: 'approved', charge: { status: 'authorized' } });
    if (charged.outcome !== 'approved') return;
    const capture = { chargeId: charged.charge.chargeId, idempotencyKey: key('captura') };
    const captured = await track(gateway.capture(capture));
    expect(captured).toMatchObject({
      outcome: 'approved',
      charge: { status: 'captured', capturedAmount: 4500 },
    });
    expect(fake.api.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/1/sales/${capture.chargeId}/capture`,
    });
    const puts = fake.api.calls.filter((c) => c.method === 'PUT').length;
    expect(await track(gateway.capture(capture))).toMatchObject({
      outcome: 'approved',
      charge: { status: 'captured', capturedAmount: 4500 },
    });
    expect(fake.api.calls.filter((c) => c.method === 'PUT').length).toBe(puts);
  });

  it('refunds in part; retrying that refund does not refund twice; the rest refunds fully', async () => {
    const card = await saveCard('4000000000001000');
    const charged = await track(gateway.charge(chargeInput(card)));
    if (charged.outcome !== 'approved') throw new Error('not approved');
    const chargeId = charged.charge.chargeId;
    const partial = { chargeId, idempotencyKey: key('estorno'), amount: 1500, refundedBefore: 0 };
    expect(await track(gateway.refund(partial))).toMatchObject({
      outcome: 'approved',
      charge: { status: 'partially_refunded', refundedAmount: 1500 },
    });
    expect(fake.api.calls.at(-1)).toMatchObject({
      path: `/1/sales/${chargeId}/void`,
      query: { amount: '1500' },
    });
    expect(await track(gateway.refund(partial))).toMatchObject({
      outcome: 'approved',
      charge: { refundedAmount: 1500 },
    });
    expect(fake.sales.get(chargeId)!.payment.VoidedAmount).toBe(1500);
    expect(
      await track(
        gateway.refund({ chargeId, idempotencyKey: key('estorno'), amount: 3000, refundedBefore: 1500 }),
      ),
    ).toMatchObject({ outcome: 'approved', charge: { status: 'refunded', refundedAmount: 4500 } });
    expect(fake.sales.get(chargeId)!.payment.VoidedAmount).toBe(4500);
  });

  it('a refund whose refundedBefore disagrees with Cielo is not sent', async () => {
    const card = await saveCard('4000000000001000');
    const charged = await track(gateway.charge(chargeInput(card)));
    if (charged.outcome !== 'approved') throw new Error('not approved');
    const puts = fake.api.calls.filter((c) => c.method === 'PUT').length;
    expect(
      await track(
        gateway.refund({
          chargeId: charged.charge.chargeId,
          idempotencyKey: key('estorno'),
          amount: 100,
          refundedBefore: 500,
        }),
      ),
    ).toMatchObject({ outcome: 'failed', failure: { code: 'payment_request_rejected' } });
    expect(fake.api.calls.filter((c) => c.method === 'PUT').length).toBe(puts);
  });

  it('a refund that times out is pending; the query shows whether it happened', async () => {
    const card = await saveCard('4000000000001000');
    const charged = await track(gateway.charge(chargeInput(card)));
    if (charged.outcome !== 'approved') throw new Error('not approved');
    fake.control.hang = 1;
    const refund = await track(
      gateway.refund({
        chargeId: charged.charge.chargeId,
        idempotencyKey: key('estorno'),
        amount: 4500,
        refundedBefore: 0,
      }),
    );
    expect(refund).toMatchObject({ outcome: 'pending', reference: { chargeId: charged.charge.chargeId } });
    expect(await track(gateway.queryCharge(refund.reference))).toMatchObject({
      outcome: 'approved',
      charge: { status: 'refunded', refundedAmount: 4500 },
    });
  });
});

describe('card data never leaves the adapter', () => {
  it('no result of this file carries a card number or a CVV', () => {
    const text = JSON.stringify(seen);
    expect(seen.length).toBeGreaterThan(20);
    for (const secret of ['5555666677778884', '4000000000001000', '4000000000001042', '"123"'])
      expect(text).not.toContain(secret);
  });
});
