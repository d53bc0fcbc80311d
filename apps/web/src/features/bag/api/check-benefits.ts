import type { LoyaltyBenefitQuery } from '@comanda/contract';
import { checkBagBenefits, LOYALTY_MESSAGES } from '@comanda/domain';
import { ApiError, api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';
import { benefitReservationsKey, readBag } from '../bag-store.ts';
import { removeBenefitLines } from '../benefit-commands.ts';

/** GET /api/fidelidade_cupom: whether the stored query still holds its item (null: the answer did not come). */
async function stillHeld(query: LoyaltyBenefitQuery): Promise<boolean | null> {
  try {
    await api.get('fidelidade_cupom', { query: { ...query } });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status >= 400 && error.status < 500 ? false : null;
  }
}

/**
 * The loyalty benefit check on entering the bag (§4, B1): every stored query is checked with the server; a failed
 * one removes every benefit line (T1) and clears the queries and the coupon, a benefit line without a query is
 * removed (T2). Answers the message to show, or null. Without an answer from the server nothing is removed.
 */
export async function checkHeldBenefits(): Promise<string | null> {
  const lines = (readBag()?.itens ?? []).map((line) => ({
    key: line.produto_carrinho,
    beneficio: line.beneficio === true,
    sequencial: line.consulta_beneficio?.sequencial,
  }));
  const queries = benefitReservationsKey.read() ?? [];
  if (queries.length === 0 && !lines.some((line) => line.beneficio)) return null;
  if (queries.length > 0) await ensureFreshSession();
  const answers = await Promise.all(queries.map(stillHeld));
  if (answers.includes(null)) return null;
  const verdicts = new Map(queries.map((query, i) => [query.sequencial, answers[i] === true]));
  const check = checkBagBenefits(lines, queries, verdicts);
  if (check.remove.length === 0 && check.message === null) return null;
  removeBenefitLines(
    check.remove.map((line) => line.key),
    check.message === LOYALTY_MESSAGES.checkFailed,
  );
  return check.message;
}
