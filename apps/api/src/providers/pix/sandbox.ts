import { randomBytes } from 'node:crypto';
import { type Clock, systemClock } from '../clock.ts';
import { assertAmount, assertIdempotencyKey } from '../payments/card-data.ts';
import { failure } from '../payments/refusals.ts';
import { buildBrCode } from './br-code.ts';
import { PIX_SIGNATURE_HEADER, signNotification, verifyNotification } from './notifications.ts';
import {
  assertExpiry,
  formatValor,
  idFromKey,
  type PixCharge,
  type PixPayment,
  type PixPaymentEvent,
  type PixProvider,
  type PixRefund,
  type PixRefundResult,
} from './pix-provider.ts';
import { memoryPixSandboxStore, type PixSandboxStore, type SandboxCob } from './sandbox-store.ts';

/** A Pix key that cannot receive money: the sandbox's codes are real BR Codes nobody can actually pay. */
export const SANDBOX_PIX_KEY = '00000000-0000-4000-8000-000000000000';
/** ISPB used in the sandbox's end-to-end ids. */
const SANDBOX_ISPB = '99999999';

export interface SandboxPixOptions {
  key?: string | undefined;
  merchantName: string;
  merchantCity: string;
  /** Signs notifications; when absent, the store's key (shared by the processes that share the store). */
  webhookSecret?: string | undefined;
  clock?: Clock | undefined;
  /** Where the charges live: the database in the app (every process, every restart); memory by default. */
  store?: PixSandboxStore | undefined;
}

interface SandboxState {
  store: PixSandboxStore;
  secret: () => Promise<string>;
  clock: Clock;
}

const states = new WeakMap<PixProvider, SandboxState>();

function statusOf(cob: SandboxCob, now: Date): PixCharge['status'] {
  if (cob.charge.payments.length > 0) return 'paid';
  if (cob.charge.removed) return 'removed';
  return now.getTime() > cob.charge.expiresAt.getTime() ? 'expired' : 'active';
}

function snapshot(cob: SandboxCob, now: Date): PixCharge {
  const { removed: _removed, ...charge } = cob.charge;
  return {
    ...charge,
    status: statusOf(cob, now),
    payments: charge.payments.map((payment) => ({
      ...payment,
      refunds: payment.refunds.map((refund) => ({ ...refund })),
    })),
  };
}

/** `E` + ISPB (8) + yyyyMMddHHmm (12, UTC) + 11 letters/digits: the 32-character end-to-end id format. */
function endToEndId(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 12);
  const tail = randomBytes(8)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 11);
  return `E${SANDBOX_ISPB}${stamp}${tail}`;
}

/**
 * The built-in Pix provider: charges live in this process's memory; each carries a real static BR Code (key,
 * amount, txid of up to 25 characters) that no bank will pay, since the default key does not exist. Payments
 * happen only through `simulatePixPayment`, which returns a notification signed like a PSP's.
 */
export function sandboxPixProvider(options: SandboxPixOptions): PixProvider {
  const store = options.store ?? memoryPixSandboxStore();
  const state: SandboxState = {
    store,
    secret: options.webhookSecret ? async () => options.webhookSecret! : () => store.secret(),
    clock: options.clock ?? systemClock,
  };
  const key = options.key ?? SANDBOX_PIX_KEY;

  const provider: PixProvider = {
    provider: 'sandbox',

    async createCharge(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      assertExpiry(input.expiresInSeconds);
      const txid = idFromKey(input.idempotencyKey, 25);
      const now = state.clock();
      const cob = await store.charge(txid, () => ({
        idempotencyKey: input.idempotencyKey,
        charge: {
          txid,
          amount: input.amount,
          brCode: buildBrCode({
            key,
            amount: input.amount,
            merchantName: options.merchantName,
            merchantCity: options.merchantCity,
            txid,
            oneTime: true,
          }),
          createdAt: now,
          expiresAt: new Date(now.getTime() + input.expiresInSeconds * 1000),
          payments: [],
          removed: false,
        },
      }));
      if (cob.charge.amount !== input.amount)
        return {
          outcome: 'failed',
          failure: failure('payment_request_rejected', 'idempotency key reused for another amount'),
          txid,
        };
      return { outcome: 'created', charge: snapshot(cob, now) };
    },

    async getCharge(txid) {
      const cob = await store.get(txid);
      return cob ? { outcome: 'found', charge: snapshot(cob, state.clock()) } : { outcome: 'not_found' };
    },

    async refund(input): Promise<PixRefundResult> {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      const refundId = idFromKey(input.idempotencyKey, 32);
      const reference = { endToEndId: input.endToEndId, idempotencyKey: input.idempotencyKey, refundId };
      const refused = {
        outcome: 'refused',
        code: 'pix_refund_refused',
        message: 'Não foi possível devolver este Pix.',
        reference,
      } as const;
      return store.change({ endToEndId: input.endToEndId }, (cob) => {
        const payment = cob?.charge.payments.find((candidate) => candidate.endToEndId === input.endToEndId);
        if (!cob || !payment) return { cob: null, result: refused };
        const done = payment.refunds.find((refund) => refund.id === refundId);
        if (done)
          return {
            cob: null,
            result: done.amount === input.amount ? { outcome: 'accepted', refund: done } : refused,
          };
        const returned = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
        if (returned + input.amount > payment.amount) return { cob: null, result: refused };
        const refund: PixRefund = {
          id: refundId,
          endToEndId: input.endToEndId,
          rtrId: `D${endToEndId(state.clock()).slice(1)}`,
          amount: input.amount,
          status: 'refunded',
          requestedAt: state.clock(),
        };
        payment.refunds.push(refund);
        return { cob, result: { outcome: 'accepted', refund: { ...refund } } };
      });
    },

    async getRefund(e2e, idempotencyKey) {
      const refundId = idFromKey(idempotencyKey, 32);
      return store.change({ endToEndId: e2e }, (cob) => {
        const refund = cob?.charge.payments
          .find((payment) => payment.endToEndId === e2e)
          ?.refunds.find((candidate) => candidate.id === refundId);
        return {
          cob: null,
          result: refund ? { outcome: 'accepted' as const, refund } : { outcome: 'not_found' as const },
        };
      });
    },

    async verifyNotification(input) {
      return verifyNotification(await state.secret(), input, state.clock());
    },
  };
  states.set(provider, state);
  return provider;
}

/** A notification as a PSP would deliver it: the raw body and the headers to send with it. */
export interface SignedNotification {
  headers: Record<string, string>;
  rawBody: string;
}

export type SimulatedPixPayment =
  | { outcome: 'paid'; event: PixPaymentEvent; notification: SignedNotification }
  | { outcome: 'not_found' | 'expired' | 'removed' | 'not_sandbox' };

/**
 * Development only: pays a sandbox charge in full, as if a customer had paid its BR Code, and returns the signed
 * notification the PSP would send. Paying a paid charge again re-delivers the first payment's notification (as
 * PSPs re-deliver webhooks). Refuses anything but the sandbox provider.
 */
export async function simulatePixPayment(provider: PixProvider, txid: string): Promise<SimulatedPixPayment> {
  const state = states.get(provider);
  if (!state) return { outcome: 'not_sandbox' };
  const now = state.clock();
  type Paid = { outcome: 'not_found' | 'expired' | 'removed' } | { outcome: 'paid'; payment: PixPayment };
  const paid = await state.store.change<Paid>({ txid }, (cob) => {
    if (!cob) return { cob: null, result: { outcome: 'not_found' as const } };
    const status = statusOf(cob, now);
    if (status === 'expired' || status === 'removed') return { cob: null, result: { outcome: status } };
    const first = cob.charge.payments[0];
    if (first) return { cob: null, result: { outcome: 'paid' as const, payment: first } };
    const payment = { endToEndId: endToEndId(now), amount: cob.charge.amount, paidAt: now, refunds: [] };
    cob.charge.payments.push(payment);
    return { cob, result: { outcome: 'paid' as const, payment } };
  });
  if (paid.outcome !== 'paid') return paid;
  const { payment } = paid;
  const rawBody = JSON.stringify({
    pix: [
      {
        endToEndId: payment.endToEndId,
        txid,
        valor: formatValor(payment.amount),
        horario: payment.paidAt.toISOString(),
        infoPagador: 'Pagamento simulado',
      },
    ],
  });
  return {
    outcome: 'paid',
    event: {
      type: 'pix_received',
      txid,
      endToEndId: payment.endToEndId,
      amount: payment.amount,
      paidAt: payment.paidAt,
    },
    notification: {
      headers: {
        'content-type': 'application/json',
        [PIX_SIGNATURE_HEADER]: signNotification(await state.secret(), rawBody, now),
      },
      rawBody,
    },
  };
}
