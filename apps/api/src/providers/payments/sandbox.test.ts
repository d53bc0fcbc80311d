import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkCardNumber } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/env.ts';
import { testDatabase } from '../../testing/build.ts';
import type { CardGateway, ChargeInput, SavedCardToken } from './card-gateway.ts';
import { CARD_REFUSALS } from './refusals.ts';
import { SANDBOX_LAST_DIGIT_RULES, SANDBOX_TEST_CARDS, sandboxCardGateway } from './sandbox.ts';
import { databaseSandboxLedger, memorySandboxLedger, type SandboxLedger } from './sandbox-ledger.ts';

const database = await testDatabase();

const clock = () => new Date('2026-05-10T15:00:00Z');
const customer = { id: 'sbx_cus_7', name: 'Maria da Silva' };
let sequence = 0;
const key = (label: string) => `${label}-sandbox-${++sequence}`;

async function save(gateway: CardGateway, number: string, expiry = { expMonth: 12, expYear: 2034 }) {
  const saved = await gateway.saveCard({
    customer,
    source: { kind: 'card', number, holderName: 'Maria', cvv: '123', ...expiry },
  });
  if (saved.outcome !== 'approved') throw new Error(`not saved: ${JSON.stringify(saved)}`);
  return saved.card;
}

const charge = (gateway: CardGateway, card: SavedCardToken, overrides: Partial<ChargeInput> = {}) =>
  gateway.charge({
    idempotencyKey: key('pedido'),
    customer,
    card,
    amount: 2990,
    capture: true,
    description: 'Pedido 1',
    statementDescriptor: 'Hanami',
    ...overrides,
  });

// every behaviour holds with the ledger in memory (tools without a database) and in the database (the API)
describe.each<[string, () => SandboxLedger]>([
  ['in memory', memorySandboxLedger],
  ['in the database', () => databaseSandboxLedger(database.db)],
])('sandbox card gateway, charges kept %s', (_where, ledger) => {
  it('every documented test number is a valid Visa number (the card form accepts it)', () => {
    for (const number of [
      ...SANDBOX_TEST_CARDS.map((card) => card.number),
      ...SANDBOX_LAST_DIGIT_RULES.map((rule) => rule.example),
    ]) {
      expect(checkCardNumber(number)).toMatchObject({ ok: true, brand: 'Visa' });
    }
    expect(SANDBOX_LAST_DIGIT_RULES.map((rule) => Number(rule.example.at(-1)))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('saves a card as a token that holds neither the number nor the CVV', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const card = await save(gateway, '4000 0000 0000 0010');
    expect(card).toEqual({
      token: expect.stringMatching(/^sbx_card_ok_122034_[a-f0-9]{12}$/),
      brand: 'Visa',
      lastFour: '0010',
      type: 'credit',
      expMonth: 12,
      expYear: 2034,
    });
    expect(card.token).not.toContain('4000000000000010');
    expect(await gateway.checkCard({ customerId: customer.id, cardToken: card.token })).toEqual({
      outcome: 'usable',
    });
  });

  it('refuses an expired card (§5: expired from the first day of its month) and bad data', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const expired = await gateway.saveCard({
      customer,
      source: {
        kind: 'card',
        number: '4000000000000010',
        holderName: 'M',
        expMonth: 5,
        expYear: 2026,
        cvv: '123',
      },
    });
    expect(expired).toMatchObject({ outcome: 'refused', refusal: { code: 'card_expired' } });
    const badCvv = await gateway.saveCard({
      customer,
      source: {
        kind: 'card',
        number: '4000000000000010',
        holderName: 'M',
        expMonth: 6,
        expYear: 2026,
        cvv: '12',
      },
    });
    expect(badCvv).toMatchObject({ outcome: 'refused', refusal: { code: 'card_cvv_invalid' } });
  });

  it('refuses to save 4000000000000028, as Pagar.me verifies a card when it is saved', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const saved = await gateway.saveCard({
      customer,
      source: {
        kind: 'card',
        number: '4000000000000028',
        holderName: 'Maria',
        cvv: '123',
        expMonth: 12,
        expYear: 2034,
      },
    });
    expect(saved).toEqual({
      outcome: 'refused',
      refusal: { ...CARD_REFUSALS.card_declined, code: 'card_declined', providerCode: '05' },
    });
  });

  it('meal-voucher brands are saved as meal vouchers', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    // Alelo (BIN 506758) — Luhn-valid test number.
    expect(await save(gateway, '5067580000000000')).toMatchObject({ brand: 'Alelo', type: 'meal_voucher' });
  });

  it.each([
    ['4000000000000010', { outcome: 'approved', charge: { status: 'captured', capturedAmount: 2990 } }],
    ['4000000000000036', { outcome: 'pending', reason: 'processing' }],
    ['4000000000000044', { outcome: 'pending', reason: 'processing' }],
    ['4000000000001000', { outcome: 'approved' }],
    ['4000000000001091', { outcome: 'approved' }],
    ['4000000000001042', { outcome: 'refused', refusal: { code: 'card_declined', providerCode: '05' } }],
    ['4000000000001083', { outcome: 'refused', refusal: { code: 'card_expired', cardUnusable: true } }],
    ['4000000000001034', { outcome: 'approved' }],
    ['4000000000001075', { outcome: 'refused', refusal: { code: 'card_blocked', providerCode: '78' } }],
    ['4000000000001026', { outcome: 'pending', reason: 'timeout' }],
    ['4000000000001067', { outcome: 'refused', refusal: { code: 'card_canceled', cardUnusable: true } }],
    ['4000000000001018', { outcome: 'refused', refusal: { code: 'card_problem', providerCode: '70' } }],
  ])('charging %s gives %o', async (number, expected) => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    expect(await charge(gateway, await save(gateway, number))).toMatchObject(expected);
  });

  it('a number ending in 9 approves even amounts and times out on odd ones (deterministic)', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const card = await save(gateway, '4000000000001059');
    expect(await charge(gateway, card, { amount: 1000 })).toMatchObject({ outcome: 'approved' });
    expect(await charge(gateway, card, { amount: 1001 })).toMatchObject({
      outcome: 'pending',
      reason: 'timeout',
    });
  });

  it('pending charges settle on the next query: processing → paid or refused, time-out → refused (99)', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const cases = [
      ['4000000000000036', { outcome: 'approved', charge: { status: 'captured' } }],
      ['4000000000000044', { outcome: 'refused', refusal: { code: 'card_declined' } }],
      [
        '4000000000001026',
        { outcome: 'refused', refusal: { code: 'card_issuer_unavailable', providerCode: '99' } },
      ],
    ] as const;
    for (const [number, settled] of cases) {
      const card = await save(gateway, number);
      const idempotencyKey = key('pedido');
      const pending = await charge(gateway, card, { idempotencyKey });
      expect(pending.outcome).toBe('pending');
      // By key alone, as after a time-out without a charge id.
      expect(await gateway.queryCharge({ idempotencyKey, chargeId: null })).toMatchObject(settled);
      expect(await gateway.queryCharge(pending.reference)).toMatchObject(settled);
      // A retry with the same key reports the settled charge: it never charges again.
      const retried = await charge(gateway, card, { idempotencyKey });
      expect(retried).toMatchObject(settled);
      expect(retried.reference.chargeId).toBe(pending.reference.chargeId);
    }
  });

  it('4000000000000101 approves now, then is reported unusable (falha_transacao 1) and refused', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const card = await save(gateway, '4000000000000101');
    const ref = { customerId: customer.id, cardToken: card.token };
    expect(await gateway.checkCard(ref)).toEqual({ outcome: 'usable' });
    expect(await charge(gateway, card)).toMatchObject({ outcome: 'approved' });
    expect(await gateway.checkCard(ref)).toEqual({ outcome: 'unusable', reason: 'failed' });
    expect(await charge(gateway, card)).toMatchObject({
      outcome: 'refused',
      refusal: {
        code: 'card_unavailable',
        cardUnusable: true,
        message:
          'Após uma atualização do sistema de pagamentos, os dados deste cartão não estão disponíveis para esta unidade. Cadastre o cartão novamente.',
      },
    });
  });

  it('a token from another provider is unusable: checkCard says so and a charge is refused card_unavailable', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const foreign = { token: 'card_abc123', brand: 'Visa', type: 'credit' } as const;
    expect(await gateway.checkCard({ customerId: customer.id, cardToken: foreign.token })).toEqual({
      outcome: 'unusable',
      reason: 'not_found',
    });
    expect(await charge(gateway, { ...foreign, lastFour: '0000', expMonth: 1, expYear: 2030 })).toMatchObject(
      {
        outcome: 'refused',
        refusal: { code: 'card_unavailable', cardUnusable: true },
      },
    );
  });

  it('the same key twice returns the first result; reusing a key for another amount is rejected', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const card = await save(gateway, '4000000000000010');
    const idempotencyKey = key('pedido');
    const first = await charge(gateway, card, { idempotencyKey });
    expect(await charge(gateway, card, { idempotencyKey })).toEqual(first);
    expect(await charge(gateway, card, { idempotencyKey, amount: 1 })).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_request_rejected' },
    });
    await expect(charge(gateway, card, { idempotencyKey: 'curta' })).rejects.toThrow(/idempotencyKey/);
  });

  it('authorises, captures, refunds in part and in full; keys replay; over-refunds are refused', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const card = await save(gateway, '4000000000000010');
    const authorised = await charge(gateway, card, { capture: false });
    expect(authorised).toMatchObject({
      outcome: 'approved',
      charge: { status: 'authorized', capturedAmount: 0 },
    });
    const chargeId = authorised.reference.chargeId!;
    const capture = { chargeId, idempotencyKey: key('captura') };
    const captured = await gateway.capture(capture);
    expect(captured).toMatchObject({
      outcome: 'approved',
      charge: { status: 'captured', capturedAmount: 2990 },
    });
    expect(await gateway.capture(capture)).toEqual(captured);
    const refund = { chargeId, idempotencyKey: key('estorno'), amount: 990, refundedBefore: 0 };
    const partial = await gateway.refund(refund);
    expect(partial).toMatchObject({
      outcome: 'approved',
      charge: { status: 'partially_refunded', refundedAmount: 990 },
    });
    expect(await gateway.refund(refund)).toEqual(partial);
    expect(
      await gateway.refund({ chargeId, idempotencyKey: key('estorno'), amount: 2001, refundedBefore: 990 }),
    ).toMatchObject({ outcome: 'refused', refusal: { code: 'payment_operation_not_allowed' } });
    expect(
      await gateway.refund({ chargeId, idempotencyKey: key('estorno'), amount: 2000, refundedBefore: 990 }),
    ).toMatchObject({ outcome: 'approved', charge: { status: 'refunded', refundedAmount: 2990 } });
    expect(await gateway.queryCharge({ idempotencyKey: 'x', chargeId })).toMatchObject({
      charge: { status: 'refunded' },
    });
  });

  it('voids an authorisation; an unknown charge cannot be captured', async () => {
    const gateway = sandboxCardGateway({ clock, ledger: ledger() });
    const card = await save(gateway, '4000000000000010');
    const authorised = await charge(gateway, card, { capture: false });
    const chargeId = authorised.reference.chargeId!;
    expect(
      await gateway.refund({ chargeId, idempotencyKey: key('cancela'), amount: 2990, refundedBefore: 0 }),
    ).toMatchObject({ outcome: 'approved', charge: { status: 'voided' } });
    expect(
      await gateway.capture({ chargeId: 'sbx_ch_unknown', idempotencyKey: key('captura') }),
    ).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'payment_operation_not_allowed' },
    });
    expect(await gateway.queryCharge({ idempotencyKey: key('nada'), chargeId: null })).toMatchObject({
      outcome: 'not_found',
    });
  });
});

describe('documentation of the sandbox', () => {
  const docs = readFileSync(resolve(projectRoot, 'docs/payments.md'), 'utf8');
  const readme = readFileSync(resolve(projectRoot, 'README.md'), 'utf8');

  it('docs/payments.md and the README list every test card', () => {
    for (const { number } of SANDBOX_TEST_CARDS) {
      expect(docs).toContain(`\`${number}\``);
      expect(readme).toContain(`\`${number.replace(/(\d{4})(?=\d)/g, '$1 ')}\``);
    }
    for (const { example } of SANDBOX_LAST_DIGIT_RULES) expect(docs).toContain(`\`${example}\``);
  });

  it('docs/payments.md lists every refusal code with its message', () => {
    for (const [code, { message, cardUnusable }] of Object.entries(CARD_REFUSALS))
      expect(docs).toContain(`| \`${code}\` | ${cardUnusable ? 'yes' : 'no'} | ${message} |`);
  });
});
