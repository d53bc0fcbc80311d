import { describe, expect, it } from 'vitest';
import type { CardGateway, ChargeInput, SavedCardToken } from './card-gateway.ts';
import { fakePagarme } from './fake-pagarme.ts';
import { pagarmeCardGateway } from './pagarme.ts';

const keys = { secretKey: 'sk_test_4f0c1a2b3c4d5e6f', publicKey: 'pk_test_9a8b7c6d5e4f3a2b' };
const fake = await fakePagarme(keys);
const timeoutMs = 300;
const gateway = pagarmeCardGateway({ baseUrl: `${fake.url}/core/v5`, ...keys, timeoutMs });

/** Every result these tests saw: none may carry a card number or a CVV. */
const seen: unknown[] = [];
async function track<T>(promise: Promise<T>): Promise<T> {
  const result = await promise;
  seen.push(result);
  return result;
}

let sequence = 0;
const key = (label: string) => `${label}-${Date.now().toString(36)}-${++sequence}`;

async function customerWithCard(number: string, g: CardGateway = gateway) {
  const created = await track(
    g.createCustomer({
      code: `cliente-${++sequence}`,
      name: 'Maria da Silva',
      email: 'maria@example.com',
      cpf: '529.982.247-25',
      phone: '61999998888',
    }),
  );
  if (created.outcome !== 'ok') throw new Error('customer not created');
  const saved = await track(
    g.saveCard({
      customer: { id: created.customer.id, name: 'Maria da Silva' },
      source: { kind: 'card', number, holderName: 'maria da silva', expMonth: 12, expYear: 2034, cvv: '123' },
    }),
  );
  if (saved.outcome !== 'approved') throw new Error(`card not saved: ${JSON.stringify(saved)}`);
  return { customer: { id: created.customer.id, name: 'Maria da Silva' }, card: saved.card };
}

function chargeInput(
  customer: { id: string; name: string },
  card: SavedCardToken,
  overrides: Partial<ChargeInput> = {},
): ChargeInput {
  return {
    idempotencyKey: key('pedido'),
    customer,
    card,
    amount: 2990,
    capture: true,
    description: 'Pedido 1234',
    statementDescriptor: 'Hanami Sushi Asa Sul',
    ...overrides,
  };
}

const ordersFor = (code: string) =>
  [...fake.charges.values()].filter((charge) => charge.code === code).length;

describe('Pagar.me adapter: customers and wallet (against a fake Pagar.me)', () => {
  it('creates and reads a customer with HTTP Basic auth (secret key, empty password)', async () => {
    const created = await track(
      gateway.createCustomer({
        code: 'cliente-42',
        name: 'João',
        email: 'joao@example.com',
        cpf: '52998224725',
      }),
    );
    expect(created).toMatchObject({ outcome: 'ok', customer: { code: 'cliente-42', name: 'João' } });
    const request = fake.calls.at(-1)!;
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`,
    );
    expect(request.body).toMatchObject({ code: 'cliente-42', document: '52998224725', document_type: 'CPF' });
    if (created.outcome !== 'ok') return;
    expect(await gateway.getCustomer(created.customer.id)).toEqual(created);
    expect(await gateway.getCustomer('cus_unknown')).toEqual({ outcome: 'not_found' });
  });

  it('saves typed card data as a wallet card and keeps only token, brand, last four, type and expiry', async () => {
    const { card } = await customerWithCard('4000 0000 0000 0010');
    expect(card).toEqual({
      token: expect.stringMatching(/^card_/),
      brand: 'Visa',
      lastFour: '0010',
      type: 'credit',
      expMonth: 12,
      expYear: 2034,
    });
    const request = fake.calls.at(-1)!;
    expect(request.path).toMatch(/^\/core\/v5\/customers\/cus_\w+\/cards$/);
    expect(request.body).toMatchObject({
      number: '4000000000000010',
      holder_name: 'MARIA DA SILVA',
      exp_month: 12,
      exp_year: 2034,
      cvv: '123',
    });
  });

  it('saves a card from a browser token made with the public key (single use)', async () => {
    expect(gateway.browserTokenization).toEqual({
      provider: 'pagarme',
      url: `${fake.url}/core/v5/tokens?appId=${keys.publicKey}`,
      publicKey: keys.publicKey,
    });
    // What the browser does: POST /tokens?appId=pk_… without Authorization.
    const response = await fetch(gateway.browserTokenization!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'card',
        card: { number: '5555666677778884', holder_name: 'ANA', exp_month: 3, exp_year: 2031, cvv: '321' },
      }),
    });
    const { id: token } = (await response.json()) as { id: string };
    const { customer } = await customerWithCard('4000000000000010');
    const saved = await track(gateway.saveCard({ customer, source: { kind: 'token', token } }));
    expect(saved).toEqual({
      outcome: 'approved',
      card: {
        token: expect.stringMatching(/^card_/),
        brand: 'Mastercard',
        lastFour: '8884',
        type: 'credit',
        expMonth: 3,
        expYear: 2031,
      },
    });
    expect(fake.calls.at(-1)!.body).toEqual({ token });
    const again = await track(gateway.saveCard({ customer, source: { kind: 'token', token } }));
    expect(again).toMatchObject({ outcome: 'failed', failure: { code: 'payment_request_rejected' } });
  });

  it('refuses invalid card data before calling the provider', async () => {
    const before = fake.calls.length;
    const result = await track(
      gateway.saveCard({
        customer: { id: 'cus_x', name: 'X' },
        source: {
          kind: 'card',
          number: '4000000000000011',
          holderName: 'X',
          expMonth: 1,
          expYear: 2030,
          cvv: '1',
        },
      }),
    );
    expect(result).toMatchObject({ outcome: 'refused', refusal: { code: 'card_invalid' } });
    expect(fake.calls.length).toBe(before);
  });

  it('checks and deletes cards; a deleted card is unusable and deleting it again is fine', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const ref = { customerId: customer.id, cardToken: card.token };
    expect(await gateway.checkCard(ref)).toEqual({ outcome: 'usable' });
    expect(await gateway.deleteCard(ref)).toEqual({ outcome: 'ok' });
    expect(fake.calls.at(-1)!.method).toBe('DELETE');
    expect(await gateway.checkCard(ref)).toEqual({ outcome: 'unusable', reason: 'not_found' });
    expect(await gateway.deleteCard(ref)).toEqual({ outcome: 'ok' });
  });
});

describe('Pagar.me adapter: charges (simulator cards)', () => {
  it('approves 4000000000000010: one order, Idempotency-Key header and order code set to the key', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const input = chargeInput(customer, card);
    const result = await track(gateway.charge(input));
    expect(result).toEqual({
      outcome: 'approved',
      charge: {
        chargeId: expect.stringMatching(/^ch_/),
        status: 'captured',
        amount: 2990,
        capturedAmount: 2990,
        refundedAmount: 0,
        authorizationCode: '123456',
      },
      reference: { idempotencyKey: input.idempotencyKey, chargeId: expect.stringMatching(/^ch_/) },
    });
    const request = fake.calls.at(-1)!;
    expect(request.path).toBe('/core/v5/orders');
    expect(request.headers['idempotency-key']).toBe(input.idempotencyKey);
    expect(request.body).toMatchObject({
      code: input.idempotencyKey,
      customer_id: customer.id,
      items: [{ amount: 2990, quantity: 1, description: 'Pedido 1234' }],
      payments: [
        {
          payment_method: 'credit_card',
          credit_card: {
            card_id: card.token,
            installments: 1,
            statement_descriptor: 'Hanami Sushi',
            capture: true,
          },
        },
      ],
    });
  });

  it('refuses 4000000000000028 with the acquirer code mapped to a stable code and a pt-BR message', async () => {
    const { customer, card } = await customerWithCard('4000000000000028');
    const result = await track(gateway.charge(chargeInput(customer, card)));
    expect(result).toMatchObject({
      outcome: 'refused',
      refusal: {
        code: 'card_declined',
        providerCode: '1000',
        cardUnusable: false,
        message: 'Pagamento não autorizado pelo banco emissor. Tente outro cartão ou fale com o seu banco.',
      },
      reference: { chargeId: expect.stringMatching(/^ch_/) },
    });
  });

  it('4000000000000036 is pending (processing) and a later query finds it paid', async () => {
    const { customer, card } = await customerWithCard('4000000000000036');
    const result = await track(gateway.charge(chargeInput(customer, card)));
    expect(result).toMatchObject({ outcome: 'pending', reason: 'processing' });
    expect(await track(gateway.queryCharge(result.reference))).toMatchObject({
      outcome: 'approved',
      charge: { status: 'captured', capturedAmount: 2990 },
    });
  });

  it('4000000000000044 is pending (processing) and a later query finds it refused', async () => {
    const { customer, card } = await customerWithCard('4000000000000044');
    const result = await track(gateway.charge(chargeInput(customer, card)));
    expect(result).toMatchObject({ outcome: 'pending', reason: 'processing' });
    expect(await track(gateway.queryCharge(result.reference))).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'card_declined' },
    });
  });

  it('a card the provider no longer has is refused as card_unavailable (falha_transacao)', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    await gateway.deleteCard({ customerId: customer.id, cardToken: card.token });
    const result = await track(gateway.charge(chargeInput(customer, card)));
    expect(result).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'card_unavailable', cardUnusable: true },
    });
  });
});

describe('Pagar.me adapter: idempotency and time-outs', () => {
  it('the same key twice returns the first charge; the provider holds one order', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const input = chargeInput(customer, card);
    const first = await track(gateway.charge(input));
    const second = await track(gateway.charge(input));
    expect(second).toEqual(first);
    expect(ordersFor(input.idempotencyKey)).toBe(1);
  });

  it('a time-out is pending with the key kept; a query by key resolves it and a retry never charges twice', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const input = chargeInput(customer, card);
    fake.control.hang = 1;
    const started = Date.now();
    const result = await track(gateway.charge(input));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toEqual({
      outcome: 'pending',
      reason: 'timeout',
      message: 'Estamos confirmando o pagamento. Isso pode levar alguns instantes.',
      reference: { idempotencyKey: input.idempotencyKey, chargeId: null },
    });
    const queried = await track(gateway.queryCharge(result.reference));
    expect(queried).toMatchObject({ outcome: 'approved', charge: { status: 'captured' } });
    expect(fake.calls.at(-1)!.query).toMatchObject({ code: input.idempotencyKey });
    const retried = await track(gateway.charge(input));
    expect(retried).toMatchObject({ outcome: 'approved' });
    if (retried.outcome !== 'approved' || queried.outcome !== 'approved') return;
    expect(retried.charge.chargeId).toBe(queried.charge.chargeId);
    expect(ordersFor(input.idempotencyKey)).toBe(1);
  });

  it('a query by a key the provider never saw is not_found', async () => {
    expect(await gateway.queryCharge({ idempotencyKey: key('nunca-enviado'), chargeId: null })).toMatchObject(
      {
        outcome: 'not_found',
      },
    );
  });

  it('a 2xx answer that is not JSON is pending (the order may exist); the retry replays it', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const input = chargeInput(customer, card);
    fake.control.malformed = 1;
    const result = await track(gateway.charge(input));
    expect(result).toMatchObject({ outcome: 'pending', reason: 'unknown' });
    expect(await track(gateway.charge(input))).toMatchObject({ outcome: 'approved' });
    expect(ordersFor(input.idempotencyKey)).toBe(1);
  });

  it('a 5xx is failed; retrying with the same key then charges once', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const input = chargeInput(customer, card);
    fake.control.serverError = 1;
    const result = await track(gateway.charge(input));
    expect(result).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_provider_error', detail: 'HTTP 500' },
      reference: { idempotencyKey: input.idempotencyKey },
    });
    expect(ordersFor(input.idempotencyKey)).toBe(0);
    expect(await track(gateway.charge(input))).toMatchObject({ outcome: 'approved' });
    expect(ordersFor(input.idempotencyKey)).toBe(1);
  });

  it('an unreachable provider is failed (nothing was sent) and a wrong key is a rejected request', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const closed = pagarmeCardGateway({ baseUrl: 'http://127.0.0.1:9', ...keys, timeoutMs });
    expect(await closed.charge(chargeInput(customer, card))).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_provider_unavailable' },
    });
    const wrongKey = pagarmeCardGateway({
      baseUrl: `${fake.url}/core/v5`,
      secretKey: 'sk_test_wrong',
      timeoutMs,
    });
    expect(await wrongKey.charge(chargeInput(customer, card))).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_request_rejected', detail: 'HTTP 401' },
    });
  });
});

describe('Pagar.me adapter: capture and refunds', () => {
  it('authorises only, then captures; a retried capture with its key replays the first answer', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const charged = await track(gateway.charge(chargeInput(customer, card, { capture: false })));
    expect(charged).toMatchObject({
      outcome: 'approved',
      charge: { status: 'authorized', capturedAmount: 0 },
    });
    if (charged.outcome !== 'approved') return;
    const capture = { chargeId: charged.charge.chargeId, idempotencyKey: key('captura') };
    const captured = await track(gateway.capture(capture));
    expect(captured).toMatchObject({
      outcome: 'approved',
      charge: { status: 'captured', capturedAmount: 2990 },
    });
    expect(fake.calls.at(-1)!.headers['idempotency-key']).toBe(capture.idempotencyKey);
    expect(await track(gateway.capture(capture))).toEqual(captured);
    expect(await track(gateway.capture({ ...capture, idempotencyKey: key('captura') }))).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'payment_operation_not_allowed' },
    });
  });

  it('refunds in part and then the rest; the same refund key never refunds twice', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const charged = await track(gateway.charge(chargeInput(customer, card)));
    if (charged.outcome !== 'approved') throw new Error('not approved');
    const chargeId = charged.charge.chargeId;
    const partial = { chargeId, idempotencyKey: key('estorno'), amount: 1000, refundedBefore: 0 };
    const first = await track(gateway.refund(partial));
    expect(first).toMatchObject({
      outcome: 'approved',
      charge: { status: 'partially_refunded', refundedAmount: 1000, capturedAmount: 2990 },
    });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', body: { amount: 1000 } });
    expect(await track(gateway.refund(partial))).toEqual(first);
    expect(fake.charges.get(chargeId)!.canceledAmount).toBe(1000);
    const rest = await track(
      gateway.refund({ chargeId, idempotencyKey: key('estorno'), amount: 1990, refundedBefore: 1000 }),
    );
    expect(rest).toMatchObject({ outcome: 'approved', charge: { status: 'refunded', refundedAmount: 2990 } });
    expect(
      await track(
        gateway.refund({ chargeId, idempotencyKey: key('estorno'), amount: 1, refundedBefore: 2990 }),
      ),
    ).toMatchObject({ outcome: 'refused', refusal: { code: 'payment_operation_not_allowed' } });
  });

  it('voids an authorisation that was never captured', async () => {
    const { customer, card } = await customerWithCard('4000000000000010');
    const charged = await track(gateway.charge(chargeInput(customer, card, { capture: false })));
    if (charged.outcome !== 'approved') throw new Error('not approved');
    expect(
      await track(
        gateway.refund({
          chargeId: charged.charge.chargeId,
          idempotencyKey: key('cancela'),
          amount: 2990,
          refundedBefore: 0,
        }),
      ),
    ).toMatchObject({ outcome: 'approved', charge: { status: 'voided' } });
  });
});

describe('card data never leaves the adapter', () => {
  it('no result of this file carries a card number or a CVV', () => {
    const text = JSON.stringify(seen);
    expect(seen.length).toBeGreaterThan(20);
    for (const secret of [
      '4000000000000010',
      '4000000000000028',
      '5555666677778884',
      '"cvv"',
      '"123"',
      '"321"',
    ])
      expect(text).not.toContain(secret);
  });
});
