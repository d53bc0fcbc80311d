import type { CardFormBody, SavedCardWire } from '@comanda/contract';
import { type CardBrand, MAX_SAVED_CARDS } from '@comanda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type {
  CardGateway,
  CardMethod,
  CardProviderName,
  CardRefusal,
  CustomerRef,
  ProviderFailure,
  SavedCardToken,
} from '../../providers/payments/index.ts';
import type { CustomerRow } from '../account/index.ts';
import { type CheckedCardForm, checkCardForm } from './card-form.ts';
import type { CardGateways } from './gateways.ts';
import { cardsRepository as repo, type SavedCardRow } from './repository.ts';
import { CARD_MESSAGES } from './texts.ts';

/** §3 Card on the wire. A meal voucher shows as 'Crédito': its brand is what makes it pay as MEAL_VOUCHER. */
export function toSavedCard(row: SavedCardRow): SavedCardWire {
  return {
    id: row.id,
    tipo: row.tipo === 'debit' ? 'Débito' : 'Crédito',
    bandeira: row.bandeira,
    final: row.final,
    apelido: row.apelido,
    metodo: row.metodo,
    falha_transacao: row.falhaTransacao ? 1 : 0,
    doacao: row.doacao,
    validade: `${String(row.expMonth).padStart(2, '0')}/${String(row.expYear % 100).padStart(2, '0')}`,
  };
}

/** A provider failure as the answer: 503 when the provider could not be reached, else 502; never its detail. */
function providerFailure(
  log: FastifyBaseLogger,
  provider: CardProviderName,
  failure: ProviderFailure,
): HttpError {
  // `detail` never carries card data (the adapters cut digit runs from it).
  log.warn({ provider, code: failure.code, detail: failure.detail }, 'card gateway failure');
  return new HttpError(
    failure.code === 'payment_provider_unavailable' ? 503 : 502,
    failure.code,
    failure.message,
  );
}

const refused = (refusal: CardRefusal) => new HttpError(422, refusal.code, refusal.message);
const notFound = () => new HttpError(404, 'card_not_found', CARD_MESSAGES.notFound);

/** What checkout needs to charge a saved card: its gateway, the customer at the provider and the card's token. */
export interface ChargeableCard {
  gateway: CardGateway;
  customer: CustomerRef;
  card: Pick<SavedCardToken, 'token' | 'brand' | 'type'>;
  row: SavedCardRow;
}

/**
 * A logged-in customer's saved cards (§2 Cards, §4 Card add/deletion, §7 carteira, cartao, cartao_cielo): the card
 * data goes to the provider's vault at once; only its token and what the app shows are kept.
 */
export function cardsService({
  db,
  clock,
  gateways,
  log,
}: {
  db: Db;
  clock: Clock;
  gateways: CardGateways;
  log: FastifyBaseLogger;
}) {
  /** The customer's record at the gateway's provider, made on the first card saved there. */
  async function providerCustomerId(
    customer: CustomerRow,
    gateway: CardGateway,
    form: CheckedCardForm,
  ): Promise<string> {
    const known = await repo.providerCustomer(db, customer.id, gateway.provider);
    if (known) return known;
    const created = await gateway.createCustomer({
      code: customer.idExterno,
      name: customer.nome ?? (form.source.kind === 'card' ? form.source.holderName : form.apelido),
      email: customer.email ?? '',
      cpf: customer.cpf ?? form.cpf,
      phone: customer.celular ?? undefined,
    });
    if (created.outcome === 'failed') throw providerFailure(log, gateway.provider, created.failure);
    // Two first cards saved at once each get a provider customer (and keep it on their row); the first one
    // recorded is reused afterwards.
    await repo.insertProviderCustomer(db, customer.id, gateway.provider, created.customer.id, clock());
    return created.customer.id;
  }

  /** Removes a card from its provider's vault; a provider no longer configured keeps nothing we can reach. */
  async function deleteAtProvider(row: SavedCardRow): Promise<void> {
    const gateway = gateways.forProvider(row.provider);
    if (!gateway) {
      log.warn({ provider: row.provider, cardId: row.id }, 'saved card of a provider no longer configured');
      return;
    }
    const result = await gateway.deleteCard({ customerId: row.providerCustomerId, cardToken: row.token });
    if (result.outcome === 'failed') throw providerFailure(log, row.provider, result.failure);
  }

  /** Undoes a card saved at the provider that will not be kept; a failure is logged, the refusal still stands. */
  async function forgetAtProvider(gateway: CardGateway, customerId: string, token: string): Promise<void> {
    const result = await gateway.deleteCard({ customerId, cardToken: token });
    if (result.outcome === 'failed')
      log.warn(
        { provider: gateway.provider, code: result.failure.code, detail: result.failure.detail },
        'card saved at the provider could not be removed after a refusal',
      );
  }

  const list = async (customerId: number) => (await repo.list(db, customerId)).map(toSavedCard);

  return {
    /** GET carteira: every saved card, donation cards included (flagged `doacao`), the newest first. */
    list,

    /**
     * POST cartao / cartao_cielo: validates the form (§5, 400), refuses a sixth card (422), hands the card to the
     * gateway of `method` and keeps its token. The limit is counted again under a row lock on the customer in the
     * transaction that inserts, so concurrent adds never make a sixth; a card saved at the provider but refused
     * here is removed from the provider again.
     */
    async add(
      customer: CustomerRow,
      method: CardMethod,
      body: CardFormBody,
    ): Promise<{ message: string; data: SavedCardWire }> {
      const gateway = gateways.forMethod(method);
      if (!gateway) throw new HttpError(422, 'card_method_unavailable', CARD_MESSAGES.methodUnavailable);
      const checked = checkCardForm(body, clock(), gateway.browserTokenization !== null);
      if (!checked.ok)
        throw new HttpError(400, 'validation_failed', checked.errors[0]!.mensagem, {
          errors: checked.errors,
        });
      if ((await repo.count(db, customer.id)) >= MAX_SAVED_CARDS)
        throw new HttpError(422, 'cards_limit_reached', CARD_MESSAGES.limit);

      const form = checked.form;
      const providerCustomer = await providerCustomerId(customer, gateway, form);
      const saved = await gateway.saveCard({
        customer: { id: providerCustomer, name: customer.nome ?? '' },
        source: form.source,
      });
      if (saved.outcome === 'refused') throw refused(saved.refusal);
      if (saved.outcome === 'failed') throw providerFailure(log, gateway.provider, saved.failure);
      const card = saved.card;

      const now = clock();
      let row: SavedCardRow | null;
      try {
        row = await db.transaction(async (tx) => {
          await repo.lockCustomer(tx, customer.id);
          if ((await repo.count(tx, customer.id)) >= MAX_SAVED_CARDS) return null;
          return repo.insert(
            tx,
            customer.id,
            {
              provider: gateway.provider,
              metodo: method,
              providerCustomerId: providerCustomer,
              token: card.token,
              bandeira: card.brand,
              final: card.lastFour,
              tipo: card.type,
              apelido: form.apelido,
              doacao: form.doacao,
              expMonth: card.expMonth,
              expYear: card.expYear,
            },
            now,
          );
        });
      } catch (error) {
        await forgetAtProvider(gateway, providerCustomer, card.token);
        throw error;
      }
      if (!row) {
        await forgetAtProvider(gateway, providerCustomer, card.token);
        throw new HttpError(422, 'cards_limit_reached', CARD_MESSAGES.limit);
      }
      return { message: CARD_MESSAGES.saved, data: toSavedCard(row) };
    },

    /**
     * DELETE cartao / cartao_cielo: removes the customer's card of `method` from the provider's vault, then here.
     * Another customer's card, or one of the other `metodo`, is a 404. If the provider fails the card stays, so
     * that the customer can try again.
     */
    async remove(
      customerId: number,
      method: CardMethod,
      cardId: number,
    ): Promise<{ message: string; data: SavedCardWire[] }> {
      const row = await repo.byId(db, customerId, cardId);
      if (row?.metodo !== method) throw notFound();
      await deleteAtProvider(row);
      if (!(await repo.remove(db, customerId, cardId))) throw notFound();
      return { message: CARD_MESSAGES.deleted, data: await list(customerId) };
    },

    /**
     * Asks the card's provider whether it can still be charged; `unusable` (or a provider no longer configured)
     * sets `falha_transacao` 1 (§9). A provider failure leaves the card as it is. Answers the card.
     */
    async check(customerId: number, cardId: number): Promise<SavedCardWire> {
      const row = await repo.byId(db, customerId, cardId);
      if (!row) throw notFound();
      if (row.falhaTransacao) return toSavedCard(row);
      const gateway = gateways.forProvider(row.provider);
      const result = gateway
        ? await gateway.checkCard({ customerId: row.providerCustomerId, cardToken: row.token })
        : ({ outcome: 'unusable', reason: 'not_found' } as const);
      if (result.outcome === 'failed') {
        log.warn({ provider: row.provider, code: result.failure.code }, 'card check failed');
        return toSavedCard(row);
      }
      if (result.outcome === 'usable') return toSavedCard(row);
      return toSavedCard((await repo.flagUnusable(db, customerId, cardId, clock())) ?? row);
    },

    /** After a refused charge: a refusal that makes the card unusable (`cardUnusable`) sets `falha_transacao` 1. */
    async recordRefusal(customerId: number, cardId: number, refusal: CardRefusal): Promise<void> {
      if (refusal.cardUnusable) await repo.flagUnusable(db, customerId, cardId, clock());
    },

    /**
     * What checkout needs to charge one of the customer's cards. A card flagged `falha_transacao`, or whose
     * provider is no longer configured, is refused (422 card_unusable) — the app asks to register it again.
     */
    async forCharge(customer: Pick<CustomerRow, 'id' | 'nome'>, cardId: number): Promise<ChargeableCard> {
      const row = await repo.byId(db, customer.id, cardId);
      if (!row) throw notFound();
      const gateway = gateways.forProvider(row.provider);
      if (row.falhaTransacao || !gateway) throw new HttpError(422, 'card_unusable', CARD_MESSAGES.unusable);
      return {
        gateway,
        customer: { id: row.providerCustomerId, name: customer.nome ?? '' },
        card: { token: row.token, brand: row.bandeira as CardBrand, type: row.tipo },
        row,
      };
    },

    /**
     * Account deletion: each card is removed from its provider's vault, then every card row and provider record
     * goes. Runs inside the deletion transaction; a provider failure fails the deletion (nothing is lost: a card
     * already removed at the provider is `ok` on the next try).
     */
    async erase(tx: Db, customerId: number): Promise<void> {
      for (const row of await repo.list(tx, customerId)) await deleteAtProvider(row);
      await repo.removeAll(tx, customerId);
    },

    /** The gateway of the provider a charge was made with (reconciliation); null when no longer configured. */
    gatewayOf(provider: CardProviderName): CardGateway | null {
      return gateways.forProvider(provider);
    },

    /** Whether a gateway is configured for `method`, and how the browser may tokenize cards for it. */
    gatewayFor(method: CardMethod): CardGateway | null {
      return gateways.forMethod(method);
    },
  };
}

export type CardsService = ReturnType<typeof cardsService>;
