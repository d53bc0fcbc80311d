import { randomBytes } from 'node:crypto';
import type { DonationBody, DonationWire } from '@comanda/contract';
import { toMoney } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import type { StoredAnswer } from '../../db/schema/columns.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotentRequests, requestHash, requireIdempotencyKey } from '../../http/idempotency.ts';
import type { CustomerRow } from '../account/index.ts';
import type { CardsService, ChargeableCard } from '../cards/index.ts';
import { isCustomersOrder } from '../orders/index.ts';
import type { Payable, PaymentRow, PaymentsService } from '../payments/index.ts';
import { type DonationRecord, donationsRepository as repo } from './repository.ts';
import { DONATION_MESSAGES } from './texts.ts';

export interface DonationsDeps {
  db: Db;
  cards: Pick<CardsService, 'forCharge'>;
  payments: Pick<PaymentsService, 'register' | 'open' | 'chargeCard' | 'createPix'>;
  pixProvider: string;
}

/** A donation as POST and GET doacao answer it (and the data export, without its Pix charge). */
export function toDonationWire({ donation, payment }: DonationRecord): DonationWire {
  const card = payment.tipo === 'cartao';
  return {
    id: donation.id,
    valor: toMoney(donation.valor),
    status: payment.status as DonationWire['status'],
    pagamento: {
      tipo: card ? 'cartao' : 'pix',
      label: card
        ? ['Cartão', payment.bandeira, payment.final ? `**** ${payment.final}` : null]
            .filter(Boolean)
            .join(' ')
        : 'Pix',
      bandeira: payment.bandeira,
      final: payment.final,
    },
    pix:
      payment.tipo === 'pix' && payment.status === 'aguardando' && payment.pixBrCode && payment.pixExpiraEm
        ? {
            copia_e_cola: payment.pixBrCode,
            expira_em: payment.pixExpiraEm.toISOString(),
            valor: toMoney(donation.valor),
          }
        : null,
    motivo: payment.motivo,
    pedidoId: donation.orderId,
    criado_em: donation.createdAt.toISOString(),
  };
}

/**
 * A donation as the payments module settles it: nothing of its own moves — its status is its payment's — but
 * money arriving after it was given up on goes back, and the donor reads why in its `motivo`.
 */
const donationPayable: Payable = {
  kind: 'doacao',
  texts: DONATION_MESSAGES,
  description: () => 'Doação',
  statementDescriptor: 'HANAMI DOACAO',
  refundDescription: 'Doação não concluída',
  async lock(tx, id) {
    return (await repo.lock(tx, id)) ? true : null;
  },
  paid: async () => undefined,
  failed: async () => undefined,
  refundMotivo: (accepted) => (accepted ? DONATION_MESSAGES.lateReturned : DONATION_MESSAGES.lateReturning),
};

/**
 * Donations (modal-doacao, modal-forma-pagamento-doacao, modal-pagamento-pix-doacao): charged apart from any order,
 * once per Idempotency-Key, by a saved card or Pix; waiting payments are settled by Pix notifications and
 * reconciliation like orders' (docs/orders.md).
 */
export function donationsService(deps: DonationsDeps) {
  const { db, cards, payments } = deps;
  const keyed = idempotentRequests();
  payments.register(donationPayable);

  async function reload(customerId: number, id: number): Promise<DonationRecord> {
    const record = await repo.record(db, customerId, id);
    if (!record) throw new Error(`donation ${id} vanished`);
    return record;
  }

  /** The donation's first answer, once its payment started. */
  async function start(payment: PaymentRow, card: ChargeableCard | null): Promise<StoredAnswer> {
    const started = card ? await payments.chargeCard(payment, card) : await payments.createPix(payment);
    if (started.outcome === 'refused' || started.outcome === 'failed') {
      return {
        statusCode: started.outcome === 'refused' ? 422 : 503,
        body: {
          status: 'error',
          code: started.code,
          message: started.message,
          data: { doacaoId: payment.payableId },
        },
      };
    }
    const data = toDonationWire(await reload(payment.customerId, payment.payableId));
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
          if (body.pedidoId && !(await isCustomersOrder(db, customer.id, body.pedidoId)))
            throw new HttpError(404, 'order_not_found', DONATION_MESSAGES.orderNotFound);
          const card =
            body.pagamento.tipo === 'cartao'
              ? await cards.forCharge(customer, body.pagamento.cartao_id)
              : null;
          const opened = await db.transaction(async (tx) => {
            const row = await repo.insert(tx, {
              customerId: customer.id,
              orderId: body.pedidoId ?? null,
              valor: body.valor,
              idempotencyKey: key,
              requestHash: hash,
            });
            if (!row) return null;
            return payments.open(tx, {
              payableKind: 'doacao',
              payableId: row.id,
              customerId: customer.id,
              tipo: body.pagamento.tipo,
              cardId: card?.row.id ?? null,
              bandeira: card?.card.brand ?? null,
              final: card?.row.final ?? null,
              provider: card ? card.gateway.provider : deps.pixProvider,
              valor: body.valor,
              status: 'aguardando',
              chave: `doacao-${customer.id}-${randomBytes(8).toString('hex')}`,
            });
          });
          if (!opened) return null;
          const first = await start(opened, card);
          await repo.saveAnswer(db, opened.payableId, first);
          return first;
        },
      );
    },

    /** GET doacao: one of the customer's donations; anyone else's is a 404. */
    async get(customerId: number, id: number): Promise<DonationWire> {
      const record = await repo.record(db, customerId, id);
      if (!record) throw new HttpError(404, 'donation_not_found', DONATION_MESSAGES.notFound);
      return toDonationWire(record);
    },

    /** The donation's Pix charge id while it can still be paid (dev-only simulation). */
    async pixTxid(customerId: number, id: number): Promise<string | null> {
      const record = await repo.record(db, customerId, id);
      if (!record) throw new HttpError(404, 'donation_not_found', DONATION_MESSAGES.notFound);
      const { payment } = record;
      return payment.tipo === 'pix' && payment.status === 'aguardando' ? payment.pixTxid : null;
    },
  };
}

export type DonationsService = ReturnType<typeof donationsService>;
