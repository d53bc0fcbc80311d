import { randomUUID } from 'node:crypto';
import type {
  LoyaltyBenefitsByLevel,
  LoyaltyStatement,
  LoyaltyStatusData,
  LoyaltyWalletItemData,
} from '@comanda/contract';
import {
  BRAND_ID,
  canApplyAdjustment,
  DEFAULT_LOYALTY,
  grantKeysDue,
  type LedgerEntry,
  LOYALTY_LEVELS,
  levelProgress,
  loyaltyLevelFromPoints,
  pointsForOrder,
  reversalOf,
  statementMonths,
  statementStart,
} from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { CustomerRow, LoyaltyMembership } from '../account/index.ts';
import { notificationsRepository } from '../notifications/index.ts';
import { storeQueries } from '../stores/index.ts';
import { toBenefit, toDomainBenefit, toWalletItem } from './benefits.ts';
import { type LevelLookRow, loyaltyRepository as repo } from './repository.ts';
import { reservationsRepository } from './reservations.ts';
import { LOYALTY_TERMS_VERSION, LOYALTY_TEXTS } from './texts.ts';

/** An order as the ledger reads it when it completes. */
export interface CompletedOrder {
  id: number;
  customerId: number;
  storeId: number;
  /** Centavos paid after discounts and gift cards, delivery fee included. */
  total: number;
  frete: number;
}

const NO_LOOK = { background: '', border_color: '', logo: '', icone: '', classe: '' };

function look(row: LevelLookRow | undefined) {
  if (!row) return NO_LOOK;
  return {
    background: row.background,
    border_color: row.borderColor,
    logo: row.logo,
    icone: row.icone,
    classe: row.classe,
  };
}

const creditKey = (orderId: number) => `pedido:${orderId}:credito`;
const reversalKey = (orderId: number) => `pedido:${orderId}:estorno`;

/**
 * The Shinguru programme (docs/loyalty.md): membership, the points ledger (a credit per completed order, reversals),
 * the level derived from the balance, the benefits per level and the statement.
 */
export function loyaltyService({
  db,
  clock,
  birthDate,
  ordersUnderWay,
}: {
  db: Db;
  clock: Clock;
  /** The customer's birth date 'YYYY-MM-DD' (the birthday benefit), from the account. */
  birthDate: (db: Db, customerId: number) => Promise<string | null>;
  /** The customer's orders under way (pending points), from the orders module. */
  ordersUnderWay: (
    db: Db,
    customerId: number,
  ) => Promise<{ storeId: number; total: number; frete: number }[]>;
}) {
  const levelLooks = async () => new Map((await repo.levels(db, BRAND_ID)).map((row) => [row.nivel, row]));

  /**
   * Puts into a member's wallet what their level and the calendar grant now (the month's benefits, the birthday
   * one in the birth month, those of each level reached), once per period whoever asks first.
   */
  async function grantDue(tx: Db, customerId: number, saldoPontos: number, now: Date): Promise<void> {
    const catalogue = (await repo.activeBenefits(tx, BRAND_ID)).map(toDomainBenefit);
    const grants = grantKeysDue({
      nivel: loyaltyLevelFromPoints(saldoPontos).nivel,
      dataNascimento: await birthDate(tx, customerId),
      now,
      catalogue,
    });
    await repo.grant(tx, customerId, grants, now);
  }

  return {
    async membership(tx: Db, customerId: number): Promise<LoyaltyMembership> {
      const account = await repo.account(tx, customerId);
      return account
        ? { shinguru: true, mostrar_shinguru: account.mostrar }
        : { shinguru: false, mostrar_shinguru: false };
    },

    /** PUT cliente { shinguru: true }: the customer accepts the terms and becomes a member (twice is once). */
    async join(customer: CustomerRow): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.join(tx, customer.id, LOYALTY_TERMS_VERSION, now);
        await grantDue(tx, customer.id, 0, now);
      });
    },

    /**
     * GET fidelidade_carteira: the member's wallet after granting what is due, either the items still usable
     * (Disponível, Reservado) or the used and expired ones. A non-member's wallet is empty.
     */
    async wallet(customerId: number, used: boolean): Promise<LoyaltyWalletItemData[]> {
      const now = clock();
      const account = await repo.account(db, customerId);
      if (!account) return [];
      await reservationsRepository.expireStale(db, customerId, now);
      await grantDue(db, customerId, account.saldoPontos, now);
      return (await repo.wallet(db, customerId))
        .map((entry) => toWalletItem(entry, now))
        .filter((item) => (item.status === 'Utilizado') === used);
    },

    /**
     * GET fidelidade: level, points and the level's look, and the points the member's orders under way will earn
     * at a participating store once completed; a non-member is Areia with shinguru false (§4).
     */
    async status(customerId: number): Promise<LoyaltyStatusData> {
      const [account, looks] = await Promise.all([repo.account(db, customerId), levelLooks()]);
      let pending = 0;
      if (account)
        for (const order of await ordersUnderWay(db, customerId))
          if (await storeQueries.loyaltyEnabled(db, order.storeId)) pending += pointsForOrder(order);
      const points = account?.saldoPontos ?? 0;
      const progress = levelProgress(points);
      return {
        shinguru: account !== null,
        mostrar_shinguru: account?.mostrar ?? DEFAULT_LOYALTY.mostrar_shinguru,
        nivel: progress.nivel,
        nome: progress.nome,
        saldo_pontos: points,
        pontos_proximo_nivel: progress.pontosProximoNivel,
        proximo_nivel: progress.proximoNivel,
        progresso: progress.progresso,
        pontos_pendentes: pending,
        ...look(looks.get(progress.nivel)),
      };
    },

    /** GET buscar_beneficios: every level with its range and benefits, unlocked up to the member's level. */
    async benefitsByLevel(customerId: number): Promise<LoyaltyBenefitsByLevel> {
      const [account, looks, benefits] = await Promise.all([
        repo.account(db, customerId),
        levelLooks(),
        repo.activeBenefits(db, BRAND_ID),
      ]);
      const reached = account ? loyaltyLevelFromPoints(account.saldoPontos).nivel : 0;
      return {
        niveis: LOYALTY_LEVELS.map((level) => ({
          nivel: level.nivel,
          nome: level.nome,
          pontos_min: level.minPoints,
          pontos_max: Number.isFinite(level.maxPoints) ? level.maxPoints : null,
          desbloqueado: level.nivel <= reached,
          ...look(looks.get(level.nivel)),
          benefits: benefits.filter((b) => b.nivel === level.nivel).map(toBenefit),
        })),
      };
    },

    /**
     * GET fidelidade_extrato: the member's points entries and wallet events (benefits received and used) of the
     * last `meses` São Paulo months, by month.
     */
    async statement(customerId: number, meses: number): Promise<LoyaltyStatement> {
      const now = clock();
      const account = await repo.account(db, customerId);
      const from = statementStart(now, meses);
      const entries = account
        ? [
            ...(await repo.entriesSince(db, customerId, from)),
            ...(await repo.walletEventsSince(db, customerId, from)),
          ]
        : [];
      return { saldo_pontos: account?.saldoPontos ?? 0, meses: statementMonths(entries, now, meses) };
    },

    /**
     * An order reached 'Concluído' (in its status transaction, the order row locked): credits its points to a
     * member once — the entry's key makes any replay a no-op — and tells them. Nothing for a non-member, a store
     * outside the programme or an order worth no points. Answers the points credited.
     */
    async creditCompletedOrder(tx: Db, order: CompletedOrder, at: Date): Promise<number> {
      const account = await repo.lockAccount(tx, order.customerId);
      if (!account) return 0;
      const pontos = pointsForOrder({ total: order.total, frete: order.frete });
      if (pontos === 0 || !(await storeQueries.loyaltyEnabled(tx, order.storeId))) return 0;
      const written = await repo.addEntry(tx, {
        customerId: order.customerId,
        tipo: 'credito',
        pontos,
        chave: creditKey(order.id),
        orderId: order.id,
        estornaId: null,
        motivo: null,
        at,
      });
      if (!written) return 0;
      await grantDue(tx, order.customerId, account.saldoPontos + pontos, at);
      await notificationsRepository.add(
        tx,
        order.customerId,
        LOYALTY_TEXTS.pointsEarnedTitle,
        LOYALTY_TEXTS.pointsEarned(pontos, order.id),
        at,
      );
      return pontos;
    },

    /**
     * Reverses the points an order earned (a refund after completion, or the store team's correction), in the
     * caller's transaction: a reversing entry, never an update. 409 when it earned none or was reversed already.
     */
    async reverseOrderCredit(tx: Db, orderId: number, motivo: string, at: Date): Promise<number> {
      const credit = await repo.entryByKey(tx, creditKey(orderId));
      if (!credit) throw new HttpError(409, 'loyalty_credit_not_found', LOYALTY_TEXTS.creditNotFound);
      await repo.lockAccount(tx, credit.customerId);
      const ledger: LedgerEntry[] = await repo.entriesSince(tx, credit.customerId, new Date(0));
      const reversal = reversalOf(credit, ledger);
      if (reversal === 'ledger_already_reversed')
        throw new HttpError(409, 'loyalty_credit_already_reversed', LOYALTY_TEXTS.creditAlreadyReversed);
      if (typeof reversal === 'string')
        throw new HttpError(409, 'loyalty_credit_not_found', LOYALTY_TEXTS.reversalBelowZero);
      await repo.addEntry(tx, {
        customerId: credit.customerId,
        tipo: 'estorno',
        pontos: reversal.pontos,
        chave: reversalKey(orderId),
        orderId,
        estornaId: reversal.estornaId,
        motivo,
        at,
      });
      return reversal.pontos;
    },

    /**
     * An operator's adjustment of a member's points (`npm run loyalty:adjust`, the dev route): an 'ajuste' entry,
     * refused when the balance would go below zero. Grants what a level reached brings. Answers the new balance.
     */
    async adjust(customerId: number, pontos: number, motivo: string): Promise<number> {
      const now = clock();
      return db.transaction(async (tx) => {
        const account = await repo.lockAccount(tx, customerId);
        if (!account) throw new HttpError(422, 'loyalty_not_member', LOYALTY_TEXTS.notMember);
        if (!canApplyAdjustment(account.saldoPontos, pontos))
          throw new HttpError(422, 'validation_failed', LOYALTY_TEXTS.adjustmentRefused);
        await repo.addEntry(tx, {
          customerId,
          tipo: 'ajuste',
          pontos,
          chave: `ajuste:${randomUUID()}`,
          orderId: null,
          estornaId: null,
          motivo,
          at: now,
        });
        await grantDue(tx, customerId, account.saldoPontos + pontos, now);
        return account.saldoPontos + pontos;
      });
    },

    /** The points an order earned (null: none), for GET pedido. */
    async pointsOfOrder(tx: Db, orderId: number): Promise<number | null> {
      const [credit, reversal] = await Promise.all([
        repo.entryByKey(tx, creditKey(orderId)),
        repo.entryByKey(tx, reversalKey(orderId)),
      ]);
      return credit ? credit.pontos + (reversal?.pontos ?? 0) : null;
    },
  };
}

export type LoyaltyService = ReturnType<typeof loyaltyService>;
