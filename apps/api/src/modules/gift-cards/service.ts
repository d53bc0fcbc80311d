import { createHash, randomBytes } from 'node:crypto';
import type {
  BagGiftCardInput,
  ErrorCode,
  ErrorEnvelope,
  GiftCardBalance,
  GiftCardErrorCodeWire,
  ValidatedGiftCard,
} from '@comanda/contract';
import {
  formatBRL,
  GIFT_CARD_ALREADY_ADDED_MESSAGE,
  giftCardErrorCode,
  giftCardErrorMessage,
  maskGiftCardNumber,
  toMoney,
} from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { checkGiftCardPassword } from './password.ts';
import { type GiftCardRow, giftCardsRepository as repo } from './repository.ts';

/** Not in the spec: refusals once too many wrong passwords were tried. */
export const GIFT_CARD_LIMIT_MESSAGES = {
  card: 'Muitas tentativas de senha para este Gift Card. Tente novamente em 1 hora.',
  ip: 'Muitas tentativas de senha de Gift Card. Tente novamente mais tarde.',
  duplicate: GIFT_CARD_ALREADY_ADDED_MESSAGE,
  otherCustomer: 'Este Gift Card foi validado em outra conta. Adicione-o novamente com o número e a senha.',
} as const;

/** Who asks: the logged-in customer (null for a visitor) and the client's address (for the attempt limits). */
export interface GiftCardCaller {
  customerId: number | null;
  ip: string;
}

export interface GiftCardLimits {
  /** Wrong passwords per card in the window before further attempts get a 429. */
  perCard: number;
  /** Wrong passwords per client IP in the window. */
  perIp: number;
  windowMs: number;
  /** How long a validation token stands in for the password. */
  grantTtlMs: number;
}

export const DEFAULT_GIFT_CARD_LIMITS: GiftCardLimits = {
  perCard: 5,
  perIp: 20,
  windowMs: 3600_000,
  grantTtlMs: 30 * 60_000,
};

const digits = (numero: string) => numero.replace(/\D/g, '');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Validation tokens name who they belong to: `c<customer id>.<secret>` for a logged-in customer, `v.<secret>` for a
 * visitor. Only the token's hash is stored, so the owner cannot be edited without making the token unknown. A
 * visitor's token becomes the first customer's who uses it (the visitor logs in to order): its grant is then stored
 * under that customer's hash of it (docs/bag.md, "Gift cards").
 */
const CUSTOMER_TOKEN = /^c(\d{1,15})\./;
const newToken = (customerId: number | null) =>
  `${customerId === null ? 'v' : `c${customerId}`}.${randomBytes(32).toString('base64url')}`;
const claimedHash = (customerId: number, token: string) => sha256(`c${customerId}:${token}`);

/** A gift card ready for the bag: its number, balance in centavos and the token that stands for its password. */
export interface BagGiftCard {
  id: number;
  numero: string;
  saldo: number;
  token: string;
}

/** The envelope code of each §8 gift-card refusal (the envelope keeps the spec's data.error_code too). */
const REFUSAL_CODES = {
  card_blocked: 'gift_card_blocked',
  card_expired: 'gift_card_expired',
  zero_balance: 'gift_card_zero_balance',
  invalid_card: 'gift_card_invalid',
} as const satisfies Record<GiftCardErrorCodeWire, ErrorCode>;

function refusal(code: GiftCardErrorCodeWire): HttpError {
  // The error envelope of these routes carries data.error_code (giftCardErrorEnvelope).
  const extra = { data: { error_code: code } } as Partial<ErrorEnvelope>;
  return new HttpError(422, REFUSAL_CODES[code], giftCardErrorMessage(code), extra);
}

export function giftCardsService({
  db,
  clock,
  limits = DEFAULT_GIFT_CARD_LIMITS,
}: {
  db: Db;
  clock: () => Date;
  limits?: GiftCardLimits;
}) {
  /**
   * Checks a card's password under the attempt limits: the attempt is written first and counted with the others
   * (so concurrent guesses cannot slip past the limit), then the password is verified (a decoy hash for an unknown
   * number). Wrong password and unknown number give the same 422.
   */
  async function unlock(numeroTyped: string, senha: string, ip: string): Promise<GiftCardRow> {
    const now = clock();
    const since = new Date(now.getTime() - limits.windowMs);
    const card = await repo.findByNumber(db, digits(numeroTyped));
    const attempt = await repo.recordAttempt(db, card?.id ?? null, ip, now);
    const cardLimited = card !== null && (await repo.failuresForCard(db, card.id, since)) > limits.perCard;
    const ipLimited = !cardLimited && (await repo.failuresForIp(db, ip, since)) > limits.perIp;
    if (cardLimited || ipLimited) {
      await repo.dropAttempt(db, attempt);
      throw new HttpError(
        429,
        'gift_card_too_many_attempts',
        cardLimited ? GIFT_CARD_LIMIT_MESSAGES.card : GIFT_CARD_LIMIT_MESSAGES.ip,
      );
    }
    if (!(await checkGiftCardPassword(card?.senhaHash ?? null, senha)) || !card)
      throw refusal('invalid_card');
    await repo.markAttemptSucceeded(db, attempt);
    return card;
  }

  async function grant(card: GiftCardRow, customerId: number | null): Promise<string> {
    const token = newToken(customerId);
    await repo.grant(db, card.id, sha256(token), new Date(clock().getTime() + limits.grantTtlMs));
    return token;
  }

  /** The card a token stands for, to its owner only (a visitor's token is claimed by its first customer). */
  async function cardOfToken(token: string, customerId: number | null): Promise<GiftCardRow | null> {
    const now = clock();
    const owner = CUSTOMER_TOKEN.exec(token);
    if (owner) {
      if (Number(owner[1]) !== customerId)
        throw new HttpError(403, 'gift_card_other_customer', GIFT_CARD_LIMIT_MESSAGES.otherCustomer);
      return repo.findByGrant(db, sha256(token), now);
    }
    if (customerId === null) return repo.findByGrant(db, sha256(token), now);
    const mine = claimedHash(customerId, token);
    return (
      (await repo.findByGrant(db, mine, now)) ??
      (await repo.claimGrant(db, sha256(token), mine, now)) ??
      // the same customer's concurrent request claimed it first
      (await repo.findByGrant(db, mine, now))
    );
  }

  /** The card must be able to pay now: not blocked, not expired, with balance (§8 messages otherwise). */
  function assertUsable(card: GiftCardRow): void {
    const code = giftCardErrorCode(card, clock());
    if (code) throw refusal(code);
  }

  return {
    /** §7 consultar_saldo_todo: the balance of a card whose password is right; error_code tells why it cannot pay. */
    async balance(
      numero: string,
      senha: string,
      ip: string,
    ): Promise<{ data: GiftCardBalance; message?: string }> {
      const card = await unlock(numero, senha, ip);
      const code = giftCardErrorCode(card, clock());
      return {
        data: {
          balance: { value: card.saldo, texto: formatBRL(card.saldo) },
          card_number: maskGiftCardNumber(card.numero),
          expire_date: card.validade,
          error_code: code,
        },
        ...(code ? { message: giftCardErrorMessage(code) } : {}),
      };
    },

    /** Accepts a card for the bag: right password and able to pay; returns a token to use instead of the password. */
    async validate(numero: string, senha: string, caller: GiftCardCaller): Promise<ValidatedGiftCard> {
      const card = await unlock(numero, senha, caller.ip);
      assertUsable(card);
      return {
        token: await grant(card, caller.customerId),
        numero_cartao_mascarado: maskGiftCardNumber(card.numero),
        valor_resgatado: toMoney(card.saldo),
        data_expiracao: card.validade,
        expira_em: Math.floor(limits.grantTtlMs / 1000),
      };
    },

    /**
     * A bag's gift card by token or by number and password; refused with the §8 messages when it cannot pay, and
     * with a 403 when the token is another customer's.
     */
    async forBag(input: BagGiftCardInput, caller: GiftCardCaller): Promise<BagGiftCard> {
      if ('token' in input) {
        const card = await cardOfToken(input.token, caller.customerId);
        if (!card) throw refusal('invalid_card');
        assertUsable(card);
        return { id: card.id, numero: card.numero, saldo: card.saldo, token: input.token };
      }
      const card = await unlock(input.numero_cartao, input.senha_cartao, caller.ip);
      assertUsable(card);
      return {
        id: card.id,
        numero: card.numero,
        saldo: card.saldo,
        token: await grant(card, caller.customerId),
      };
    },

    prune: () => repo.prune(db, clock()),
  };
}

export type GiftCardsService = ReturnType<typeof giftCardsService>;
