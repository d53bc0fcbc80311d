/** The programme's pt-BR texts: T1/T2 of §8 verbatim, and the refusals and answers of the loyalty plan §4–§5. */
export const LOYALTY_MESSAGES = {
  /** T1: a stored benefit query failed its check on entering the bag (two dots, as in §8). */
  checkFailed:
    'Encontramos um problema ao resgatar seu benefício. Por favor, tente realizar a reserva novamente..',
  /** T2: a benefit line in the bag without a stored query. */
  itemWithoutRecord:
    'Houve um problema ao resgatar seu benefício. Por favor, adicione-o ao carrinho novamente.',
  /** `PUT cliente` {shinguru: true}. */
  joined: 'Agora você faz parte do Shinguru!',
  /** `benefit_unavailable`. */
  unavailable:
    'Este benefício já foi utilizado ou não está mais disponível. Remova-o da sacola e tente novamente.',
  /** `benefit_level_locked`, with the level's name (e.g. 'Coral'). */
  levelLocked: (nome: string): string => `Este benefício é liberado a partir do nível ${nome}.`,
  /** `loyalty_store_disabled`. */
  storeDisabled: 'Esta loja não participa do Shinguru.',
  /** `loyalty_not_member`. */
  notMember: 'Participe do Shinguru para usar seus benefícios.',
  /** `benefit_not_found`. */
  notFound: 'Benefício não encontrado.',
  /** `loyalty_not_found` (id_marca or id_empresa_cupom other than 47). */
  programmeNotFound: 'Programa não encontrado.',
  /** `coupon_members_only`. */
  membersOnlyCoupon: 'Este cupom é um benefício exclusivo do Shinguru.',
  /** `benefit_line_invalid`: a benefit line is its product, one unit, with no paid extras. */
  benefitLine: 'Este benefício do Shinguru vale uma unidade do produto, sem adicionais pagos.',
  /** `coupon_benefit_missing`. */
  couponBenefitMissing: 'Você não tem este benefício disponível na sua carteira.',
} as const;

/** The fields of a bag line the check reads: its key, the beneficio flag and, for a benefit, its wallet item. */
export interface BagBenefitLine {
  key: string;
  beneficio: boolean;
  /** The wallet item (`sequencial`) the benefit line came from. */
  sequencial?: number;
}

/** A stored benefit query (`beneficio-shinguru`); only `sequencial` is read. */
export interface StoredBenefitQuery {
  sequencial: number;
}

/** The check's answer: lines to keep, lines to remove, and the message to show (null = nothing to say). */
export interface BagBenefitCheck<L extends BagBenefitLine> {
  keep: L[];
  remove: L[];
  message: string | null;
}

/**
 * The bag check on entering the bag (§4, B1). `verdicts` holds each stored query's `GET fidelidade_cupom` answer by
 * `sequencial`; a query without a verdict counts as failed. Any failed query → every benefit line removed with T1
 * (`checkFailed`; the caller also clears the stored queries and `desconto`). Otherwise a benefit line without a
 * stored query → that line removed with T2 (`itemWithoutRecord`). Non-benefit lines are always kept, order kept.
 */
export function checkBagBenefits<L extends BagBenefitLine>(
  lines: readonly L[],
  storedQueries: readonly StoredBenefitQuery[],
  verdicts: ReadonlyMap<number, boolean>,
): BagBenefitCheck<L> {
  const failed = storedQueries.some((query) => verdicts.get(query.sequencial) !== true);
  const stored = new Set(storedQueries.map((query) => query.sequencial));
  const orphan = (line: L) => line.sequencial === undefined || !stored.has(line.sequencial);
  const removed = (line: L) => line.beneficio && (failed || orphan(line));
  const remove = lines.filter(removed);
  const keep = lines.filter((line) => !removed(line));
  let message: string | null = null;
  if (failed) message = LOYALTY_MESSAGES.checkFailed;
  else if (remove.length > 0) message = LOYALTY_MESSAGES.itemWithoutRecord;
  return { keep, remove, message };
}
