import type { LoyaltyBenefitQuery, LoyaltyReservationData, LoyaltyReserveBody } from '@comanda/contract';
import { benefitRefusal, LOYALTY_BRAND_ID, loyaltyLevelFromPoints } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import { storeQueries } from '../stores/index.ts';
import { toDomainBenefit } from './benefits.ts';
import { loyaltyRepository } from './repository.ts';
import { reservationsRepository as repo } from './reservations.ts';
import { LOYALTY_TEXTS } from './texts.ts';

/** How long a bag holds a product benefit (renewed by each check), and a restaurant activation lasts. */
export const BAG_HOLD_MS = 2 * 3_600_000;
export const RESTAURANT_HOLD_MS = 30 * 60_000;

const checkFailed = () => new HttpError(422, 'benefit_check_failed', LOYALTY_TEXTS.checkFailed);

/**
 * Reserving a wallet item for a bag (POST fidelidade_cupom), checking a stored query (GET) and releasing it
 * (DELETE, the bag cleared). Each runs in one transaction with the item's row locked, so two requests on one item
 * queue and at most one hold is live (a partial unique index says so too).
 */
export function loyaltyHolds({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async reserve(customerId: number, body: LoyaltyReserveBody): Promise<LoyaltyReservationData> {
      const now = clock();
      return db.transaction(async (tx) => {
        const account = await loyaltyRepository.lockAccount(tx, customerId);
        if (!account) throw new HttpError(422, 'loyalty_not_member', LOYALTY_TEXTS.notMember);
        await repo.expireStale(tx, customerId, now);
        const entry = await repo.lockItem(tx, body.sequencial);
        if (entry?.item.customerId !== customerId)
          throw new HttpError(404, 'benefit_not_found', LOYALTY_TEXTS.notFound);
        const { item, benefit } = entry;
        if (benefit.uso === 'cupom')
          throw new HttpError(422, 'benefit_not_reservable', LOYALTY_TEXTS.couponBenefit);
        const storeId = benefit.uso === 'restaurante' ? null : body.loja_id;
        if (benefit.uso === 'produto' && storeId === null)
          throw new HttpError(400, 'validation_failed', LOYALTY_TEXTS.storeRequired);
        const refusal = benefitRefusal({
          member: true,
          nivel: loyaltyLevelFromPoints(account.saldoPontos).nivel,
          store:
            storeId === null ? null : { habilitadoShinguru: await storeQueries.loyaltyEnabled(tx, storeId) },
          benefit: toDomainBenefit(benefit),
          itemEstado: item.estado,
          validoAte: item.validoAte,
          now,
        });
        if (refusal === 'loyalty_store_disabled')
          throw new HttpError(422, refusal, LOYALTY_TEXTS.storeDisabled);
        if (refusal) throw new HttpError(422, 'benefit_unavailable', LOYALTY_TEXTS.unavailable);
        const expiresAt = new Date(now.getTime() + (storeId === null ? RESTAURANT_HOLD_MS : BAG_HOLD_MS));
        await repo.reserve(tx, {
          itemId: item.id,
          customerId,
          storeId,
          versao: benefit.versao,
          at: now,
          expiresAt,
        });
        return {
          consulta: {
            loja_id: storeId ?? 0,
            id_empresa_cupom: LOYALTY_BRAND_ID,
            id_cupom: benefit.id,
            versao_cupom: benefit.versao,
            sequencial: item.id,
          },
          produto_cod: benefit.produtoCod,
          expira_em: expiresAt.toISOString(),
        };
      });
    },

    /** GET fidelidade_cupom: the stored query still holds its item for this store and version; renews the hold. */
    async verify(
      customerId: number,
      query: LoyaltyBenefitQuery,
    ): Promise<{ valido: true; expira_em: string }> {
      const now = clock();
      return db.transaction(async (tx) => {
        await repo.expireStale(tx, customerId, now);
        const entry = await repo.lockItem(tx, query.sequencial);
        const hold = entry ? await repo.activeHold(tx, customerId, entry.item.id) : null;
        if (
          !entry ||
          !hold ||
          query.id_empresa_cupom !== LOYALTY_BRAND_ID ||
          query.id_cupom !== entry.benefit.id ||
          query.versao_cupom !== entry.benefit.versao ||
          hold.versaoCupom !== entry.benefit.versao ||
          query.loja_id !== (hold.storeId ?? 0)
        )
          throw checkFailed();
        const expiresAt = new Date(
          now.getTime() + (hold.storeId === null ? RESTAURANT_HOLD_MS : BAG_HOLD_MS),
        );
        await repo.renew(tx, hold.id, expiresAt);
        return { valido: true as const, expira_em: expiresAt.toISOString() };
      });
    },

    /** DELETE fidelidade_cupom: releases the hold; a hold already ended (or never made) is fine. */
    async release(customerId: number, query: LoyaltyBenefitQuery): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const entry = await repo.lockItem(tx, query.sequencial);
        const hold = entry ? await repo.activeHold(tx, customerId, entry.item.id) : null;
        if (hold) await repo.release(tx, hold, now);
      });
    },
  };
}

export type LoyaltyHolds = ReturnType<typeof loyaltyHolds>;
