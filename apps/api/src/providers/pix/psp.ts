import { type Clock, systemClock } from '../clock.ts';
import {
  callProvider,
  type HttpCall,
  type HttpOutcome,
  isRecord,
  num,
  obj,
  str,
  type TlsOptions,
} from '../http/index.ts';
import { assertAmount, assertIdempotencyKey } from '../payments/card-data.ts';
import { failure, transportFailure } from '../payments/refusals.ts';
import { buildBrCode } from './br-code.ts';
import { verifyNotification } from './notifications.ts';
import {
  assertExpiry,
  formatValor,
  idFromKey,
  type PixCharge,
  type PixChargeLookup,
  type PixFailed,
  type PixPayment,
  type PixProvider,
  type PixRefund,
  type PixRefundReference,
  type PixRefundResult,
  parseValor,
} from './pix-provider.ts';

export interface PspPixOptions {
  /** Base URL of the PSP's API Pix (the paths /cob/{txid}, /pix/{e2eid}/devolucao/{id} hang from it). */
  apiUrl: string;
  /** OAuth2 token endpoint; default `${apiUrl}/oauth/token`. */
  tokenUrl?: string | undefined;
  clientId: string;
  clientSecret: string;
  /** The receiver's Pix key (`chave`). */
  key: string;
  /** Shared secret of the notifications (see notifications.ts). */
  webhookSecret: string;
  /** Client certificate for the mutual TLS most PSPs require. */
  tls?: TlsOptions | undefined;
  /** For building a dynamic BR Code when the PSP answers without `pixCopiaECola`. */
  merchantName: string;
  merchantCity: string;
  timeoutMs: number;
  clock?: Clock | undefined;
}

type Json = Record<string, unknown>;

const REFUSED_MESSAGE = 'Não foi possível devolver este Pix.';

function refundFrom(body: Json, endToEndId: string): PixRefund | null {
  const id = str(body, 'id');
  const amount = parseValor(body.valor);
  const status = str(body, 'status');
  if (!id || amount === null || !status) return null;
  const requested = str(obj(body, 'horario') ?? {}, 'solicitacao');
  return {
    id,
    endToEndId,
    rtrId: str(body, 'rtrId'),
    amount,
    status: status === 'DEVOLVIDO' ? 'refunded' : status === 'NAO_REALIZADO' ? 'failed' : 'processing',
    requestedAt: requested ? new Date(requested) : null,
  };
}

/**
 * A PSP speaking BACEN's API Pix v2: OAuth2 client credentials (token cached until shortly before it expires),
 * mutual TLS with the PSP's client certificate, `PUT /cob/{txid}` with `calendario.expiracao`, `GET /cob/{txid}`,
 * `PUT|GET /pix/{e2eid}/devolucao/{id}`. The txid and the devolução id are derived from idempotency keys, so a
 * retried call addresses the same charge or devolução.
 */
export function pspPixProvider(options: PspPixOptions): PixProvider {
  const api = options.apiUrl.replace(/\/+$/, '');
  const tokenUrl = options.tokenUrl ?? `${api}/oauth/token`;
  const clock = options.clock ?? systemClock;
  let token: { value: string; expiresAt: number } | null = null;

  /** A cached token, or why none could be had (then nothing reaches the API). */
  async function accessToken(): Promise<string | PixFailed> {
    if (token && token.expiresAt > clock().getTime()) return token.value;
    const outcome = await callProvider({
      method: 'POST',
      url: tokenUrl,
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      timeoutMs: options.timeoutMs,
      tls: options.tls,
    });
    if (outcome.kind !== 'answered' || outcome.status >= 300) return transportFailure(outcome);
    const value = isRecord(outcome.json) ? str(outcome.json, 'access_token') : null;
    if (!value)
      return { outcome: 'failed', failure: failure('payment_provider_invalid_answer', 'no access_token') };
    const seconds = (isRecord(outcome.json) ? num(outcome.json, 'expires_in') : null) ?? 300;
    token = { value, expiresAt: clock().getTime() + Math.max(0, seconds - 60) * 1000 };
    return value;
  }

  /** An API call with the bearer token; a 401 (token expired early) gets one retry with a fresh token. */
  async function call(
    method: HttpCall['method'],
    path: string,
    json?: unknown,
  ): Promise<HttpOutcome | PixFailed> {
    let outcome: HttpOutcome | PixFailed = transportFailure({ kind: 'not_sent', reason: 'no attempt' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const bearer = await accessToken();
      if (typeof bearer !== 'string') return bearer;
      outcome = await callProvider({
        method,
        url: `${api}${path}`,
        headers: { authorization: `Bearer ${bearer}` },
        json,
        timeoutMs: options.timeoutMs,
        tls: options.tls,
      });
      if (!(outcome.kind === 'answered' && outcome.status === 401)) break;
      token = null;
    }
    return outcome;
  }

  function chargeFrom(body: Json): PixCharge | null {
    const txid = str(body, 'txid');
    const calendar = obj(body, 'calendario');
    const created = calendar ? new Date(str(calendar, 'criacao') ?? '') : null;
    const expiry = calendar ? (num(calendar, 'expiracao') ?? 86_400) : null;
    const amount = parseValor(obj(body, 'valor')?.original);
    const status = str(body, 'status');
    if (!txid || !created || Number.isNaN(created.getTime()) || expiry === null || amount === null || !status)
      return null;
    const expiresAt = new Date(created.getTime() + expiry * 1000);
    const location = str(body, 'location') ?? str(obj(body, 'loc') ?? {}, 'location');
    const brCode =
      str(body, 'pixCopiaECola') ??
      (location
        ? buildBrCode({
            location,
            amount: null,
            merchantName: options.merchantName,
            merchantCity: options.merchantCity,
            txid: '***',
            oneTime: true,
          })
        : null);
    if (!brCode) return null;
    const payments: PixPayment[] = [];
    for (const item of Array.isArray(body.pix) ? body.pix : []) {
      if (!isRecord(item)) continue;
      const endToEndId = str(item, 'endToEndId');
      const paid = parseValor(item.valor);
      const paidAt = new Date(str(item, 'horario') ?? '');
      if (!endToEndId || paid === null || Number.isNaN(paidAt.getTime())) continue;
      const refunds = (Array.isArray(item.devolucoes) ? item.devolucoes : [])
        .map((refund) => (isRecord(refund) ? refundFrom(refund, endToEndId) : null))
        .filter((refund): refund is PixRefund => refund !== null);
      payments.push({ endToEndId, amount: paid, paidAt, refunds });
    }
    const mapped: PixCharge['status'] =
      status === 'CONCLUIDA'
        ? 'paid'
        : status.startsWith('REMOVIDA')
          ? 'removed'
          : clock().getTime() > expiresAt.getTime()
            ? 'expired'
            : 'active';
    return { txid, status: mapped, amount, brCode, createdAt: created, expiresAt, payments };
  }

  async function getCharge(txid: string): Promise<PixChargeLookup> {
    const outcome = await call('GET', `/cob/${encodeURIComponent(txid)}`);
    if ('outcome' in outcome) return outcome;
    if (outcome.kind === 'answered' && outcome.status === 404) return { outcome: 'not_found' };
    if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
      return transportFailure(outcome);
    const charge = chargeFrom(outcome.json);
    return charge
      ? { outcome: 'found', charge }
      : { outcome: 'failed', failure: failure('payment_provider_invalid_answer', 'unreadable cob') };
  }

  async function getRefund(
    reference: PixRefundReference,
  ): Promise<PixRefundResult | { outcome: 'not_found' }> {
    const outcome = await call(
      'GET',
      `/pix/${encodeURIComponent(reference.endToEndId)}/devolucao/${encodeURIComponent(reference.refundId)}`,
    );
    if ('outcome' in outcome) return { ...outcome, reference };
    if (outcome.kind === 'answered' && outcome.status === 404) return { outcome: 'not_found' };
    if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
      return { ...transportFailure(outcome), reference };
    return refundResult(outcome.json, reference);
  }

  function refundResult(body: Json, reference: PixRefundReference): PixRefundResult {
    const refund = refundFrom(body, reference.endToEndId);
    if (!refund)
      return {
        outcome: 'failed',
        failure: failure('payment_provider_invalid_answer', 'unreadable devolução'),
        reference,
      };
    if (refund.status === 'failed')
      return { outcome: 'refused', code: 'pix_refund_refused', message: REFUSED_MESSAGE, reference };
    return { outcome: 'accepted', refund };
  }

  return {
    provider: 'psp',

    async createCharge(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      assertExpiry(input.expiresInSeconds);
      const txid = idFromKey(input.idempotencyKey, 32);
      const body: Json = {
        calendario: { expiracao: input.expiresInSeconds },
        valor: { original: formatValor(input.amount) },
        chave: options.key,
      };
      if (input.payer)
        body.devedor = {
          cpf: input.payer.cpf.replace(/\D/g, ''),
          nome: input.payer.name.trim().slice(0, 200),
        };
      if (input.description) body.solicitacaoPagador = input.description.trim().slice(0, 140);
      const outcome = await call('PUT', `/cob/${txid}`, body);
      if ('outcome' in outcome) return { ...outcome, txid };
      if (outcome.kind === 'not_sent') return { ...transportFailure(outcome), txid };
      if (outcome.kind === 'no_answer') return { outcome: 'pending', txid };
      if (outcome.status >= 500) return { ...transportFailure(outcome), txid };
      if (outcome.status >= 400) {
        // Most likely the txid exists (a retry after a time-out): the charge made then is the answer.
        const existing = await getCharge(txid);
        if (existing.outcome === 'found' && existing.charge.amount === input.amount)
          return { outcome: 'created', charge: existing.charge };
        return { ...transportFailure(outcome), txid };
      }
      const charge = isRecord(outcome.json) ? chargeFrom(outcome.json) : null;
      if (!charge) return { outcome: 'pending', txid };
      return { outcome: 'created', charge };
    },

    getCharge,

    async refund(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      const reference: PixRefundReference = {
        endToEndId: input.endToEndId,
        idempotencyKey: input.idempotencyKey,
        refundId: idFromKey(input.idempotencyKey, 32),
      };
      const body: Json = { valor: formatValor(input.amount) };
      if (input.description) body.descricao = input.description.trim().slice(0, 140);
      const outcome = await call(
        'PUT',
        `/pix/${encodeURIComponent(input.endToEndId)}/devolucao/${reference.refundId}`,
        body,
      );
      if ('outcome' in outcome) return { ...outcome, reference };
      if (outcome.kind === 'not_sent') return { ...transportFailure(outcome), reference };
      if (outcome.kind === 'no_answer') return { outcome: 'pending', reference };
      if (outcome.status >= 500) return { ...transportFailure(outcome), reference };
      if (outcome.status >= 400) {
        const existing = await getRefund(reference);
        if (existing.outcome === 'accepted') return existing;
        return { outcome: 'refused', code: 'pix_refund_refused', message: REFUSED_MESSAGE, reference };
      }
      if (!isRecord(outcome.json)) return { outcome: 'pending', reference };
      return refundResult(outcome.json, reference);
    },

    async getRefund(e2e, idempotencyKey) {
      return getRefund({ endToEndId: e2e, idempotencyKey, refundId: idFromKey(idempotencyKey, 32) });
    },

    async verifyNotification(input) {
      return verifyNotification(options.webhookSecret, input, clock());
    },
  };
}
