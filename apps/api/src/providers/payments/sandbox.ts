import { createHash, randomBytes } from 'node:crypto';
import { isCardExpired } from '@comanda/domain';
import { type Clock, systemClock } from '../clock.ts';
import { assertAmount, assertIdempotencyKey, checkCardData, isRefusal } from './card-data.ts';
import type {
  CardCharge,
  CardGateway,
  ChargeReference,
  ChargeResult,
  QueryChargeResult,
} from './card-gateway.ts';
import { failure, PAYMENT_PENDING_MESSAGE, refusal, refusalFromCieloCode } from './refusals.ts';
import { memorySandboxLedger, type SandboxCharge, type SandboxLedger } from './sandbox-ledger.ts';

/**
 * How a sandbox card behaves. The Pagar.me simulator's cards keep their documented meaning; any other valid number
 * follows the last-digit rule of Cielo's sandbox ("Simulado").
 */
type Rule =
  | 'approve'
  | 'refuse'
  | 'processing_then_paid'
  | 'processing_then_failed'
  | 'approve_then_unusable'
  | `cielo${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

/** The documented test cards of the sandbox (README and docs/payments.md show the same table). */
export const SANDBOX_TEST_CARDS: ReadonlyArray<{ number: string; rule: Rule; outcome: string }> = [
  { number: '4000000000000010', rule: 'approve', outcome: 'aprovado (toda operação)' },
  {
    number: '4000000000000028',
    rule: 'refuse',
    outcome: 'recusado: `card_declined`, já ao salvar (como a verificação do Pagar.me)',
  },
  {
    number: '4000000000000036',
    rule: 'processing_then_paid',
    outcome: '`pending` (processando); a consulta seguinte dá aprovado',
  },
  {
    number: '4000000000000044',
    rule: 'processing_then_failed',
    outcome: '`pending` (processando); a consulta seguinte dá recusado `card_declined`',
  },
  {
    number: '4000000000000101',
    rule: 'approve_then_unusable',
    outcome:
      'aprovado na primeira cobrança; depois `checkCard` dá `unusable` e novas cobranças são recusadas com `card_unavailable` (`falha_transacao` 1)',
  },
];

/** Outcome by the last digit for any other valid number (Cielo sandbox rule, ReturnCode in parentheses). */
export const SANDBOX_LAST_DIGIT_RULES: ReadonlyArray<{ digit: number; example: string; outcome: string }> = [
  { digit: 0, example: '4000000000001000', outcome: 'aprovado' },
  { digit: 1, example: '4000000000001091', outcome: 'aprovado' },
  { digit: 2, example: '4000000000001042', outcome: 'recusado `card_declined` (05)' },
  { digit: 3, example: '4000000000001083', outcome: 'recusado `card_expired` (57), cartão inutilizável' },
  { digit: 4, example: '4000000000001034', outcome: 'aprovado' },
  { digit: 5, example: '4000000000001075', outcome: 'recusado `card_blocked` (78)' },
  {
    digit: 6,
    example: '4000000000001026',
    outcome: '`pending` (tempo esgotado); a consulta dá recusado `card_issuer_unavailable` (99)',
  },
  { digit: 7, example: '4000000000001067', outcome: 'recusado `card_canceled` (77), cartão inutilizável' },
  { digit: 8, example: '4000000000001018', outcome: 'recusado `card_problem` (70)' },
  {
    digit: 9,
    example: '4000000000001059',
    outcome: 'valor em centavos par: aprovado; ímpar: como o final 6 (no Cielo é aleatório)',
  },
];

const RULE_CODES: Record<Rule, string> = {
  approve: 'ok',
  refuse: 'no',
  processing_then_paid: 'pp',
  processing_then_failed: 'pf',
  approve_then_unusable: 'fl',
  cielo0: 'c0',
  cielo1: 'c1',
  cielo2: 'c2',
  cielo3: 'c3',
  cielo4: 'c4',
  cielo5: 'c5',
  cielo6: 'c6',
  cielo7: 'c7',
  cielo8: 'c8',
  cielo9: 'c9',
};
const RULE_BY_CODE = new Map(Object.entries(RULE_CODES).map(([rule, code]) => [code, rule as Rule]));

function ruleFor(number: string): Rule {
  const listed = SANDBOX_TEST_CARDS.find((card) => card.number === number);
  return listed ? listed.rule : (`cielo${Number(number.at(-1))}` as Rule);
}

/** Token: `sbx_card_<rule>_<MMYYYY>_<nonce>` — the rule and the expiry, never the number. */
const TOKEN = /^sbx_card_([a-z0-9]{2})_(\d{2})(\d{4})_[a-f0-9]{12}$/;

function parseToken(token: string): { rule: Rule; expMonth: number; expYear: number } | null {
  const match = TOKEN.exec(token);
  const rule = match ? RULE_BY_CODE.get(match[1]!) : undefined;
  if (!match || !rule) return null;
  return { rule, expMonth: Number(match[2]), expYear: Number(match[3]) };
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The built-in card gateway: no account, no network, deterministic outcomes by test card (see SANDBOX_TEST_CARDS).
 * Tokens carry the card's rule and expiry (never its number), so saved cards survive a restart; charges, captures,
 * refunds and spent one-use tokens are kept in `ledger` (the database's in the API: sandbox-ledger.ts), so they
 * survive one too, and every process sees them.
 */
export function sandboxCardGateway(options: { clock?: Clock; ledger?: SandboxLedger } = {}): CardGateway {
  const clock = options.clock ?? systemClock;
  const ledger = options.ledger ?? memorySandboxLedger();

  const reference = (entry: SandboxCharge): ChargeReference => ({
    idempotencyKey: entry.key,
    chargeId: entry.chargeId,
  });

  function report(entry: SandboxCharge, ref = reference(entry)): ChargeResult {
    const { state } = entry;
    switch (state.kind) {
      case 'charge':
        return { outcome: 'approved', charge: { ...state.charge }, reference: ref };
      case 'refused':
        return { outcome: 'refused', refusal: state.refusal, reference: ref };
      case 'pending':
        return { outcome: 'pending', reason: state.reason, message: PAYMENT_PENDING_MESSAGE, reference: ref };
    }
  }

  function approvedCharge(entry: Pick<SandboxCharge, 'chargeId' | 'amount' | 'capture'>): CardCharge {
    return {
      chargeId: entry.chargeId,
      status: entry.capture ? 'captured' : 'authorized',
      amount: entry.amount,
      capturedAmount: entry.capture ? entry.amount : 0,
      refundedAmount: 0,
      authorizationCode: String(Number.parseInt(hashOf(entry.chargeId).slice(0, 8), 16) % 1_000_000).padStart(
        6,
        '0',
      ),
    };
  }

  /** The first answer for an operation's key, or a refusal when the key was used for another operation. */
  const answered = (key: string, fingerprint: string, kept: { fingerprint: string; result: ChargeResult }) =>
    kept.fingerprint === fingerprint
      ? kept.result
      : ({
          outcome: 'failed',
          failure: failure('payment_request_rejected', 'idempotency key reused for another operation'),
          reference: { idempotencyKey: key, chargeId: null },
        } as const);

  return {
    provider: 'sandbox',
    method: 'mundipagg',
    browserTokenization: null,

    async createCustomer(input) {
      const code = input.code.replace(/[^A-Za-z0-9_-]/g, '');
      return {
        outcome: 'ok',
        customer: { id: `sbx_cus_${code}`, code: input.code, name: input.name, email: input.email },
      };
    },

    async getCustomer(customerId) {
      const match = /^sbx_cus_([A-Za-z0-9_-]+)$/.exec(customerId);
      if (!match) return { outcome: 'not_found' };
      return { outcome: 'ok', customer: { id: customerId, code: match[1]!, name: null, email: null } };
    },

    async saveCard({ source }) {
      if (source.kind === 'token')
        return {
          outcome: 'failed',
          failure: failure('payment_request_rejected', 'the sandbox has no browser tokenization'),
        };
      const card = checkCardData(source);
      if (isRefusal(card)) return { outcome: 'refused', refusal: card };
      if (isCardExpired({ year: card.expYear, month: card.expMonth }, clock()))
        return { outcome: 'refused', refusal: refusal('card_expired') };
      // Pagar.me verifies a card when it is saved (`verify_card`): its simulator's refused card fails there.
      if (ruleFor(card.number) === 'refuse')
        return { outcome: 'refused', refusal: refusal('card_declined', '05') };
      const expiry = `${String(card.expMonth).padStart(2, '0')}${card.expYear}`;
      const token = `sbx_card_${RULE_CODES[ruleFor(card.number)]}_${expiry}_${randomBytes(6).toString('hex')}`;
      return {
        outcome: 'approved',
        card: {
          token,
          brand: card.brand,
          lastFour: card.lastFour,
          type: card.type,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      };
    },

    async deleteCard() {
      return { outcome: 'ok' };
    },

    async checkCard({ cardToken }) {
      const parsed = parseToken(cardToken);
      if (!parsed) return { outcome: 'unusable', reason: 'not_found' };
      if (await ledger.isSpent(cardToken)) return { outcome: 'unusable', reason: 'failed' };
      if (isCardExpired({ year: parsed.expYear, month: parsed.expMonth }, clock()))
        return { outcome: 'unusable', reason: 'expired' };
      return { outcome: 'usable' };
    },

    async charge(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      const entry = await ledger.charge(input.idempotencyKey, input.card.token, (tokenSpent) => {
        const created: SandboxCharge = {
          key: input.idempotencyKey,
          chargeId: `sbx_ch_${hashOf(input.idempotencyKey).slice(0, 24)}`,
          cardToken: input.card.token,
          amount: input.amount,
          capture: input.capture,
          state: { kind: 'refused', refusal: refusal('card_unavailable') },
        };
        const parsed = parseToken(input.card.token);
        if (!parsed || tokenSpent) return { entry: created, spends: false };
        const timeout = {
          kind: 'pending',
          reason: 'timeout',
          settlesAs: refusalFromCieloCode('99'),
        } as const;
        const approve = { kind: 'charge', charge: approvedCharge(created) } as const;
        const decline = (code: string) => ({ kind: 'refused', refusal: refusalFromCieloCode(code) }) as const;
        const states: Record<Rule, SandboxCharge['state']> = {
          approve,
          refuse: { kind: 'refused', refusal: refusal('card_declined', '05') },
          processing_then_paid: { kind: 'pending', reason: 'processing', settlesAs: 'approved' },
          processing_then_failed: {
            kind: 'pending',
            reason: 'processing',
            settlesAs: refusal('card_declined', '05'),
          },
          approve_then_unusable: approve,
          cielo0: approve,
          cielo1: approve,
          cielo2: decline('05'),
          cielo3: decline('57'),
          cielo4: approve,
          cielo5: decline('78'),
          cielo6: timeout,
          cielo7: decline('77'),
          cielo8: decline('70'),
          cielo9: input.amount % 2 === 0 ? approve : timeout,
        };
        created.state = states[parsed.rule];
        return { entry: created, spends: parsed.rule === 'approve_then_unusable' };
      });
      if (entry.amount !== input.amount || entry.cardToken !== input.card.token)
        return {
          outcome: 'failed',
          failure: failure('payment_request_rejected', 'idempotency key reused for another charge'),
          reference: { idempotencyKey: input.idempotencyKey, chargeId: null },
        };
      return report(entry);
    },

    async capture(input) {
      assertIdempotencyKey(input.idempotencyKey);
      if (input.amount !== undefined) assertAmount(input.amount);
      const fingerprint = `capture:${input.chargeId}:${input.amount ?? ''}`;
      const ref = { idempotencyKey: input.idempotencyKey, chargeId: input.chargeId };
      const notAllowed: ChargeResult = {
        outcome: 'refused',
        refusal: refusal('payment_operation_not_allowed'),
        reference: ref,
      };
      const kept = await ledger.operation(input.idempotencyKey, fingerprint, input.chargeId, (entry) => {
        if (entry?.state.kind !== 'charge') return { state: null, result: notAllowed };
        const charge = entry.state.charge;
        const amount = input.amount ?? charge.amount;
        if (charge.status === 'authorized' && amount <= charge.amount) {
          const state = {
            kind: 'charge',
            charge: { ...charge, status: 'captured', capturedAmount: amount },
          } as const;
          return { state, result: report({ ...entry, state }, ref) };
        }
        if (charge.status === 'captured' && charge.capturedAmount === amount)
          return { state: null, result: report(entry, ref) };
        return { state: null, result: notAllowed };
      });
      return answered(input.idempotencyKey, fingerprint, kept);
    },

    async refund(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      const fingerprint = `refund:${input.chargeId}:${input.amount}`;
      const ref = { idempotencyKey: input.idempotencyKey, chargeId: input.chargeId };
      const kept = await ledger.operation(input.idempotencyKey, fingerprint, input.chargeId, (entry) => {
        const notAllowed = {
          state: null,
          result: { outcome: 'refused', refusal: refusal('payment_operation_not_allowed'), reference: ref },
        } as const;
        if (entry?.state.kind !== 'charge') return notAllowed;
        const charge = entry.state.charge;
        if (charge.status === 'authorized') {
          const state = { kind: 'charge', charge: { ...charge, status: 'voided' } } as const;
          return { state, result: report({ ...entry, state }, ref) };
        }
        if (
          (charge.status === 'captured' || charge.status === 'partially_refunded') &&
          charge.refundedAmount + input.amount <= charge.capturedAmount
        ) {
          const refundedAmount = charge.refundedAmount + input.amount;
          const status = refundedAmount === charge.capturedAmount ? 'refunded' : 'partially_refunded';
          const state = { kind: 'charge', charge: { ...charge, refundedAmount, status } } as const;
          return { state, result: report({ ...entry, state }, ref) };
        }
        return notAllowed;
      });
      return answered(input.idempotencyKey, fingerprint, kept);
    },

    async queryCharge(ref): Promise<QueryChargeResult> {
      const found = await ledger.find(ref);
      if (!found) return { outcome: 'not_found', reference: ref };
      if (found.state.kind !== 'pending') return report(found);
      // a pending charge settles at the first query, as a provider's processing ends
      const settled = await ledger.update(found.chargeId, (entry) => {
        if (entry.state.kind !== 'pending') return entry.state;
        const { settlesAs } = entry.state;
        return settlesAs === 'approved'
          ? { kind: 'charge', charge: approvedCharge(entry) }
          : { kind: 'refused', refusal: settlesAs };
      });
      return report(settled);
    },
  };
}
