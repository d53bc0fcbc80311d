import type { ExportSection } from '../account/index.ts';
import { loyaltyRepository as repo } from './repository.ts';

/** The whole ledger: entries since the epoch. */
const EVER = new Date(0);

/**
 * The data export (LGPD): a member's Shinguru record — when they joined and under which terms, the balance, every
 * points entry and every wallet item, newest first. Null for a customer who is not a member.
 */
export const loyaltyExportSection: ExportSection = {
  name: 'shinguru',
  async read(db, customer) {
    const account = await repo.account(db, customer.id);
    if (!account) return null;
    const [entries, wallet] = await Promise.all([
      repo.entriesSince(db, customer.id, EVER),
      repo.wallet(db, customer.id),
    ]);
    return {
      membro_desde: account.joinedAt.toISOString(),
      versao_termos: account.termsVersion,
      mostrar_shinguru: account.mostrar,
      saldo_pontos: account.saldoPontos,
      extrato: entries.map((entry) => ({
        tipo: entry.tipo,
        pontos: entry.pontos,
        pedido_id: entry.orderId,
        motivo: entry.motivo,
        data: entry.createdAt.toISOString(),
      })),
      carteira: wallet.map(({ item, benefit }) => ({
        beneficio: benefit.nome,
        estado: item.estado,
        concedido_em: item.grantedAt.toISOString(),
        valido_ate: item.validoAte?.toISOString() ?? null,
        utilizado_em: item.usedAt?.toISOString() ?? null,
        pedido_id: item.orderId,
      })),
    };
  },
};
