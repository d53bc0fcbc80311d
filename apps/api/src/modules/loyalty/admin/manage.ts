import type { LoyaltyAdminBenefit, LoyaltyAdminView, LoyaltyBenefitPatch } from '@comanda/contract';
import { LOYALTY_LEVELS } from '@comanda/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loyaltyBenefits } from '../../../db/schema/loyalty.benefits.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditActor, audit } from '../../staff/index.ts';

export const LOYALTY_ADMIN_MESSAGES = {
  saved: 'Benefício salvo.',
  notFound: 'Benefício não encontrado.',
} as const;

const columns = {
  id: loyaltyBenefits.id,
  slug: loyaltyBenefits.slug,
  nome: loyaltyBenefits.nome,
  descricao: loyaltyBenefits.descricao,
  icone: loyaltyBenefits.icone,
  categoria: loyaltyBenefits.categoria,
  uso: loyaltyBenefits.uso,
  nivel: loyaltyBenefits.nivel,
  recorrencia: loyaltyBenefits.recorrencia,
  produtoCod: loyaltyBenefits.produtoCod,
  validadeDias: loyaltyBenefits.validadeDias,
  ativo: loyaltyBenefits.ativo,
};

/** The levels (names and point ranges are the domain's) and every benefit of the brand, offered or not. */
export async function loyaltyView(db: Db, brandId: number): Promise<LoyaltyAdminView> {
  const beneficios = await db
    .select(columns)
    .from(loyaltyBenefits)
    .where(eq(loyaltyBenefits.brandId, brandId))
    .orderBy(asc(loyaltyBenefits.nivel), asc(loyaltyBenefits.id));
  return {
    niveis: LOYALTY_LEVELS.map((level) => ({
      nivel: level.nivel,
      nome: level.nome,
      pontosMin: level.minPoints,
      pontosMax: Number.isFinite(level.maxPoints) ? level.maxPoints : null,
    })),
    beneficios,
  };
}

/**
 * Changes which level unlocks a benefit, whether it is offered, or its texts (admin), under the benefit's row lock,
 * with its audit entry. What members hold stays theirs: grants already in a wallet are kept (ADR 0160); the next
 * grants and the club's benefits list follow the change on their next read.
 */
export async function changeBenefit(
  db: Db,
  actor: AuditActor,
  where: { brandId: number; id: number },
  patch: LoyaltyBenefitPatch,
): Promise<LoyaltyAdminBenefit> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(loyaltyBenefits)
      .where(and(eq(loyaltyBenefits.id, where.id), eq(loyaltyBenefits.brandId, where.brandId)))
      .for('update');
    if (!before) throw new HttpError(404, 'loyalty_benefit_not_found', LOYALTY_ADMIN_MESSAGES.notFound);
    const [after] = await tx
      .update(loyaltyBenefits)
      .set({
        nivel: patch.nivel ?? before.nivel,
        ativo: patch.ativo ?? before.ativo,
        nome: patch.nome ?? before.nome,
        descricao: patch.descricao ?? before.descricao,
      })
      .where(eq(loyaltyBenefits.id, where.id))
      .returning(columns);
    await audit(tx, actor, 'fidelidade.beneficio', 'beneficio', where.id, before, after);
    return after!;
  });
}
