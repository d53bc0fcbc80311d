import { randomInt } from 'node:crypto';
import type { GiftCardAdmin, GiftCardIssueBody, GiftCardIssued, GiftCardStatement } from '@comanda/contract';
import { maskGiftCardNumber, toStoreTime } from '@comanda/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/gift-cards.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { hashGiftCardPassword } from '../password.ts';

export const GIFT_CARD_ADMIN_MESSAGES = {
  issued: 'Gift Card emitido. Anote o número e a senha: a senha não será mostrada de novo.',
  voided: 'Gift Card anulado.',
  notFound: 'Gift Card não encontrado.',
  pastValidity: 'A validade deve ser hoje ou uma data futura.',
} as const;

/** A new card's number: 16 digits, never starting with 0; its password: 10 digits, typed on a phone's keypad. */
const NUMBER_DIGITS = 16;
const PASSWORD_DIGITS = 10;
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const newNumber = () => `${randomInt(1, 10)}${digits(NUMBER_DIGITS - 1)}`;

/** What a card was issued with: its balance plus every debit not given back. */
// (qualified by hand: inside a subquery an unqualified "id" would name the debit's own column)
const issuedWith = sql<number>`("gift_cards"."saldo" + coalesce((select sum(d.valor) from ${t.giftCardDebits} d
  where d.card_id = "gift_cards"."id" and d.estornado_em is null), 0))::int`;

const columns = {
  id: t.giftCards.id,
  numero: t.giftCards.numero,
  saldo: t.giftCards.saldo,
  saldoInicial: issuedWith,
  validade: t.giftCards.validade,
  bloqueado: t.giftCards.bloqueado,
  createdAt: t.giftCards.createdAt,
};

interface CardRow {
  id: number;
  numero: string;
  saldo: number;
  saldoInicial: number;
  validade: string;
  bloqueado: boolean;
  createdAt: Date;
}

const toAdmin = (row: CardRow): GiftCardAdmin => ({
  id: row.id,
  numeroMascarado: maskGiftCardNumber(row.numero),
  saldo: row.saldo,
  saldoInicial: Number(row.saldoInicial),
  validade: row.validade,
  bloqueado: row.bloqueado,
  criadoEm: row.createdAt.toISOString(),
});

/** The brand's cards, newest first (100 at most), or the one card with `numero`. */
export async function listGiftCards(db: Db, brandId: number, numero?: string): Promise<GiftCardAdmin[]> {
  const rows = await db
    .select(columns)
    .from(t.giftCards)
    .where(and(eq(t.giftCards.brandId, brandId), numero ? eq(t.giftCards.numero, numero) : undefined))
    .orderBy(desc(t.giftCards.id))
    .limit(100);
  return rows.map(toAdmin);
}

async function cardOf(db: Db, brandId: number, id: number): Promise<CardRow> {
  const [row] = await db
    .select(columns)
    .from(t.giftCards)
    .where(and(eq(t.giftCards.brandId, brandId), eq(t.giftCards.id, id)));
  if (!row) throw new HttpError(404, 'gift_card_not_found', GIFT_CARD_ADMIN_MESSAGES.notFound);
  return row;
}

/**
 * Issues a card with a generated number and password (argon2id, as the bag checks it); answers both once. The audit
 * entry names the card by its masked number and never holds the password.
 */
export async function issueGiftCard(
  db: Db,
  actor: AuditActor,
  brandId: number,
  body: GiftCardIssueBody,
  now: Date,
): Promise<GiftCardIssued> {
  if (body.validade < toStoreTime(now).isoDate)
    throw new HttpError(400, 'validation_failed', GIFT_CARD_ADMIN_MESSAGES.pastValidity, {
      errors: [{ campo: 'validade', mensagem: GIFT_CARD_ADMIN_MESSAGES.pastValidity }],
    });
  const senha = digits(PASSWORD_DIGITS);
  const senhaHash = await hashGiftCardPassword(senha);
  return db.transaction(async (tx) => {
    // a number already taken (one chance in 10^15 per card) is drawn again
    for (;;) {
      const numero = newNumber();
      const [row] = await tx
        .insert(t.giftCards)
        .values({ brandId, numero, senhaHash, saldo: body.saldo, validade: body.validade })
        .onConflictDoNothing({ target: t.giftCards.numero })
        .returning({ id: t.giftCards.id });
      if (!row) continue;
      const cartao = toAdmin(await cardOf(tx, brandId, row.id));
      await audit(tx, actor, 'gift_card.emitido', 'gift_card', row.id, null, cartao);
      return { cartao, numero, senha };
    }
  });
}

/** A card and its debits, newest first. */
export async function giftCardStatement(db: Db, brandId: number, id: number): Promise<GiftCardStatement> {
  const cartao = toAdmin(await cardOf(db, brandId, id));
  const debits = await db
    .select()
    .from(t.giftCardDebits)
    .where(eq(t.giftCardDebits.cardId, id))
    .orderBy(desc(t.giftCardDebits.id));
  return {
    cartao,
    debitos: debits.map((d) => ({
      id: d.id,
      valor: d.valor,
      pedidoId: d.orderId,
      em: d.createdAt.toISOString(),
      estornadoEm: d.estornadoEm?.toISOString() ?? null,
    })),
  };
}

/**
 * Voids a card under its row's lock (placement locks it too, so no debit can land halfway): from then on the bag
 * refuses it as blocked; its balance and statement stay for the record. Voiding a voided card changes nothing.
 */
export async function voidGiftCard(
  db: Db,
  actor: AuditActor,
  brandId: number,
  id: number,
): Promise<GiftCardAdmin> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: t.giftCards.id })
      .from(t.giftCards)
      .where(and(eq(t.giftCards.id, id), eq(t.giftCards.brandId, brandId)))
      .for('update');
    if (!locked) throw new HttpError(404, 'gift_card_not_found', GIFT_CARD_ADMIN_MESSAGES.notFound);
    const before = toAdmin(await cardOf(tx, brandId, id));
    if (before.bloqueado) return before;
    await tx.update(t.giftCards).set({ bloqueado: true }).where(eq(t.giftCards.id, id));
    // the only change: the balance and the debits are as read under the lock
    const after = { ...before, bloqueado: true };
    await audit(tx, actor, 'gift_card.anulado', 'gift_card', id, before, after);
    return after;
  });
}
