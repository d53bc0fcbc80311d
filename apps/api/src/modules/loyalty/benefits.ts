import type { LoyaltyBenefitData, LoyaltyWalletItemData } from '@comanda/contract';
import { LOYALTY_BRAND_ID, type LoyaltyBenefit, walletFlags, walletItemStatus } from '@comanda/domain';
import type { BenefitRow, WalletEntry } from './repository.ts';

/** A benefit as the club lists it (§3 Loyalty benefits). */
export function toBenefit(row: BenefitRow): LoyaltyBenefitData {
  return { id: row.id, categoria: row.categoria, icone: row.icone, nome: row.nome, descricao: row.descricao };
}

/** A benefit row as the domain's rules read it. */
export function toDomainBenefit(row: BenefitRow): LoyaltyBenefit {
  return { ...row, nivel: row.nivel as LoyaltyBenefit['nivel'] };
}

/** §3 Wallet item: the flags from the item's state and validity, and the §4 status they give. */
export function toWalletItem({ item, benefit, hold }: WalletEntry, now: Date): LoyaltyWalletItemData {
  const flags = walletFlags(item.estado, item.validoAte, now);
  return {
    sequencial: item.id,
    id_beneficio: benefit.id,
    nome: benefit.nome,
    descricao: benefit.descricao,
    icone: benefit.icone,
    categoria: benefit.categoria,
    uso: benefit.uso,
    ...flags,
    status: walletItemStatus({ ...flags, held: false }),
    valido_ate: item.validoAte?.toISOString() ?? null,
    pedido_id: item.orderId,
    utilizado_em: item.usedAt?.toISOString() ?? null,
    produto_cod: benefit.produtoCod,
    reserva:
      hold && item.estado === 'reservado'
        ? {
            consulta: {
              loja_id: hold.storeId ?? 0,
              id_empresa_cupom: LOYALTY_BRAND_ID,
              id_cupom: benefit.id,
              versao_cupom: hold.versaoCupom,
              sequencial: item.id,
            },
            expira_em: hold.expiresAt.toISOString(),
          }
        : null,
  };
}
