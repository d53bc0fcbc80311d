import { randomBytes } from 'node:crypto';
import type { DonationBody, DonationWire } from '@comanda/contract';
import { isRefundDue, toMoney } from '@comanda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { StoredAnswer } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotentRequests, requestHash, requireIdempotencyKey } from '../../http/idempotency.ts';
import type { Clock } from '../../providers/clock.ts';
import type { CardProviderName, ChargeResult, QueryChargeResult } from '../../providers/payments/index.ts';
import type { PixCharge, PixProvider } from '../../providers/pix/index.ts';
import type { CustomerRow } from '../account/index.ts';
import type { CardsService } from '../cards/index.ts';
import { moneyReturns } from '../payments/index.ts';
import { type DonationRow, donationsRepository as repo } from './repository.ts';
import { DONATION_MESSAGES } from './texts.ts';

/** How long a charge the provider does not know may still be in flight before it counts as never made. */
const IN_FLIGHT_GRACE_MS = 120_000;

export interface DonationsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  cards: Pick<CardsService, 'forCharge' | 'gatewayOf' | 'recordRefusal'>;
  pix: PixProvider;
  pixExpirySeconds: number;
}

function toWire(row: DonationRow): DonationWire {
  const card = row.tipo === 'cartao';
  return {
    id: row.id,
    valor: toMoney(row.valor),
    status: row.status,
    pagamento: {
      tipo: row.tipo,
      label: card
        ? ['Cartão', row.bandeira, row.final ? `**** ${row.final}` : null].filter(Boolean).join(' ')
        : 'Pix',
      bandeira: row.bandeira,
      final: row.final,
    },
    pix:
      row.tipo === 'pix' && row.status === 'aguardando' && row.pixBrCode && row.pixExpiraEm
        ? { copia_e_cola: row.pixBrCode, expira_em: row.pixExpiraEm.toISOString(), valor: toMoney(row.valor) }
        : null,
    motivo: row.motivo,
    pedidoId: row.orderId,
    criado_em: row.createdAt.toISOString(),
  };
}

/**
 * Donations (modal-doacao, modal-forma-pagamento-doacao, modal-pagamento-pix-doacao): charged apart from any order,
 * once per Idempotency-Key, by a saved card or Pix; waiting payments are settled by Pix notifications and
 * reconciliation like orders' (docs/orders.md).
 */
export function donationsService(deps: DonationsDeps) {
  const { db, clock, log, cards, pix } = deps;
  const keyed = idempotentRequests();
  const giveBack = moneyReturns({ gatewayOf: (name) => cards.gatewayOf(name), pix, log });

  async function reload(id: number): Promise<DonationRow> {
    const row = await repo.find(db, id);
    if (!row) throw new Error(`donation ${id} vanished`);
    return row;
  }

  /** Applies a card charge's (or query's) result; answers the refusal when there is one. */
  async function settleCard(row: DonationRow, result: ChargeResult | QueryChargeResult) {
    const now = clock();
    if (result.outcome === 'approved') {
      await repo.settle(db, row.id, 'aprovado', { chargeId: result.charge.chargeId }, now);
      return null;
    }
    if (result.outcome === 'refused') {
      await repo.settle(db, row.id, 'recusado', { motivo: result.refusal.message }, now);
      if (row.cardId !== null) await cards.recordRefusal(row.customerId, row.cardId, result.refusal);
      return { code: result.refusal.code, message: result.refusal.message };
    }
    if (result.outcome === 'not_found' && now.getTime() - row.updatedAt.getTime() > IN_FLIGHT_GRACE_MS) {
      await repo.settle(db, row.id, 'recusado', { motivo: DONATION_MESSAGES.notCompleted }, now);
      return { code: 'card_processing_error', message: DONATION_MESSAGES.notCompleted };
    }
    const chargeId = result.outcome === 'not_found' ? null : result.reference.chargeId;
    await repo.update(db, row.id, chargeId ? { chargeId } : {}, now);
    return null;
  }

  /** Gives a late payment back through its provider; 'estorno_pendente' stays until the provider accepts. */
  async function refund(row: DonationRow): Promise<boolean> {
    if (row.status !== 'estorno_pendente' || !row.chargeId) return false;
    const accepted = await giveBack({
      tipo: row.tipo,
      provider: row.provider,
      chargeId: row.chargeId,
      amount: row.valor - row.valorEstornado,
      refundedBefore: row.valorEstornado,
      idempotencyKey: `${row.chave}-estorno`,
      description: 'Doação não concluída',
    });
    const motivo = accepted ? DONATION_MESSAGES.lateReturned : DONATION_MESSAGES.lateReturning;
    await repo.refundAttempted(db, row, accepted, motivo, clock());
    return accepted;
  }

  /** Applies a Pix charge as the PSP reports it; paid after the donation was given up on, it goes back. */
  async function settlePix(row: DonationRow, charge: PixCharge): Promise<void> {
    const received = charge.payments.reduce((sum, p) => sum + p.amount, 0);
    const now = clock();
    const paid = charge.payments.length > 0 && received >= row.valor;
    if (paid && row.status !== 'aguardando') {
      if (!(await repo.lateConfirmed(db, row.id, charge.payments[0]!.endToEndId, now))) return;
      log.warn({ donationId: row.id }, 'donation Pix paid after it was given up on: its money goes back');
      await refund(await reload(row.id));
    } else if (paid)
      await repo.settle(db, row.id, 'aprovado', { chargeId: charge.payments[0]!.endToEndId }, now);
    else if (row.status !== 'aguardando') return;
    else if (charge.status === 'expired' || charge.status === 'removed' || now >= charge.expiresAt)
      await repo.settle(db, row.id, 'expirado', { motivo: DONATION_MESSAGES.pixExpired }, now);
    else await repo.update(db, row.id, {}, now);
  }

  async function start(customer: CustomerRow, row: DonationRow): Promise<StoredAnswer> {
    let refusal: { code: string; message: string } | null = null;
    let status = 422;
    if (row.tipo === 'cartao') {
      const chargeable = await cards.forCharge(customer, row.cardId!);
      const result = await chargeable.gateway.charge({
        idempotencyKey: row.chave,
        customer: chargeable.customer,
        card: chargeable.card,
        amount: row.valor,
        capture: true,
        description: 'Doação',
        statementDescriptor: 'HANAMI DOACAO',
      });
      refusal = await settleCard(row, result);
    } else {
      const result = await pix.createCharge({
        idempotencyKey: row.chave,
        amount: row.valor,
        expiresInSeconds: deps.pixExpirySeconds,
        description: 'Doação',
      });
      if (result.outcome === 'created')
        await repo.update(
          db,
          row.id,
          {
            pixTxid: result.charge.txid,
            pixBrCode: result.charge.brCode,
            pixExpiraEm: result.charge.expiresAt,
          },
          clock(),
        );
      else if (result.outcome === 'pending') await repo.update(db, row.id, { pixTxid: result.txid }, clock());
      else {
        log.warn({ donationId: row.id, code: result.failure.code }, 'donation Pix could not be created');
        await repo.settle(db, row.id, 'recusado', { motivo: DONATION_MESSAGES.pixUnavailable }, clock());
        refusal = { code: result.failure.code, message: DONATION_MESSAGES.pixUnavailable };
        status = 503;
      }
    }
    if (refusal)
      return {
        statusCode: status,
        body: { status: 'error', code: refusal.code, message: refusal.message, data: { doacaoId: row.id } },
      };
    const data = toWire(await reload(row.id));
    const message =
      data.status === 'aprovado'
        ? DONATION_MESSAGES.thanks
        : data.pagamento.tipo === 'pix'
          ? DONATION_MESSAGES.pixCreated
          : DONATION_MESSAGES.confirming;
    return { statusCode: 201, body: { status: 'success', message, data } };
  }

  return {
    /** POST doacao: charges the donation once per Idempotency-Key; a replay gets the first answer. */
    async give(customer: CustomerRow, header: string | undefined, body: DonationBody): Promise<StoredAnswer> {
      const key = requireIdempotencyKey(header);
      const hash = requestHash(body);
      return keyed.run(
        `${customer.id}:${key}`,
        hash,
        () => repo.byKey(db, customer.id, key),
        async () => {
          if (body.pedidoId && !(await repo.ownsOrder(db, customer.id, body.pedidoId)))
            throw new HttpError(404, 'order_not_found', DONATION_MESSAGES.orderNotFound);
          const card =
            body.pagamento.tipo === 'cartao'
              ? await cards.forCharge(customer, body.pagamento.cartao_id)
              : null;
          const row = await repo.insert(db, {
            customerId: customer.id,
            orderId: body.pedidoId ?? null,
            valor: body.valor,
            tipo: body.pagamento.tipo,
            cardId: card?.row.id ?? null,
            bandeira: card?.card.brand ?? null,
            final: card?.row.final ?? null,
            provider: card ? card.gateway.provider : deps.pix.provider,
            status: 'aguardando',
            idempotencyKey: key,
            requestHash: hash,
            chave: `doacao-${customer.id}-${randomBytes(8).toString('hex')}`,
          });
          if (!row) return null;
          const first = await start(customer, row);
          await repo.saveAnswer(db, row.id, first);
          return first;
        },
      );
    },

    /** GET doacao: one of the customer's donations; anyone else's is a 404. */
    async get(customerId: number, id: number): Promise<DonationWire> {
      const row = await repo.byId(db, customerId, id);
      if (!row) throw new HttpError(404, 'donation_not_found', DONATION_MESSAGES.notFound);
      return toWire(row);
    },

    /** The donation's Pix charge id while it can still be paid (dev-only simulation). */
    async pixTxid(customerId: number, id: number): Promise<string | null> {
      const row = await repo.byId(db, customerId, id);
      if (!row) throw new HttpError(404, 'donation_not_found', DONATION_MESSAGES.notFound);
      return row.tipo === 'pix' && row.status === 'aguardando' ? row.pixTxid : null;
    },

    /** A Pix the PSP notified: settles the donation it paid; false when it is not a donation's. */
    async pixNotified(charge: PixCharge): Promise<boolean> {
      const row = await repo.byPixTxid(db, charge.txid);
      if (!row) return false;
      await settlePix(row, charge);
      return true;
    },

    /** One reconciliation round over donations still waiting, and the refunds still pending whose time has come. */
    async reconcile(olderThanMs = 0, limit = 200): Promise<number> {
      for (const row of await repo.refundsPending(db, limit))
        if (isRefundDue(row.updatedAt, row.estornoTentativas, clock()))
          await refund(row).catch((error: unknown) => {
            log.error({ err: error, donationId: row.id }, 'donation refund failed');
          });
      const waiting = await repo.waiting(db, new Date(clock().getTime() - olderThanMs), limit);
      for (const row of waiting) {
        try {
          if (row.tipo === 'cartao') {
            const gateway = cards.gatewayOf(row.provider as CardProviderName);
            if (gateway)
              await settleCard(
                row,
                await gateway.queryCharge({ idempotencyKey: row.chave, chargeId: row.chargeId }),
              );
          } else if (row.pixTxid) {
            const lookup = await pix.getCharge(row.pixTxid);
            if (lookup.outcome === 'found') await settlePix(row, lookup.charge);
          }
        } catch (error) {
          log.error({ err: error, donationId: row.id }, 'donation reconciliation failed');
        }
      }
      return waiting.length;
    },
  };
}

export type DonationsService = ReturnType<typeof donationsService>;
