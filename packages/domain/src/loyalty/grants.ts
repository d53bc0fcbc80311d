import { toStoreTime } from '../format/zoned-time.ts';
import { benefitsUnlockedAt, type LoyaltyBenefit } from './benefits.ts';
import type { LoyaltyLevelNumber } from './levels.ts';

/** Milliseconds in a day, for `validadeDias`. */
const DAY_MS = 86_400_000;

/**
 * The first instant of a calendar month in America/Sao_Paulo (month 1–12; 13 = January of the next year). Read
 * through the IANA zone data (`toStoreTime`), never the machine's time zone: today UTC−3 all year.
 */
export function saoPauloMonthStart(year: number, month: number): Date {
  const y = year + Math.floor((month - 1) / 12);
  const m = (((month - 1) % 12) + 12) % 12;
  const wall = Date.UTC(y, m, 1);
  let instant = wall + 3 * 3_600_000; // UTC−3, then corrected by what the zone says
  for (let i = 0; i < 2; i++) {
    const shown = toStoreTime(instant);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    instant = wall - (shownAsUtc - instant);
  }
  return new Date(instant);
}

/** A wallet grant the member is due: the benefit, the period key, and the first instant it is no longer valid. */
export interface GrantDue {
  benefitId: number;
  /** `mensal:YYYY-MM`, `aniversario:YYYY` or `nivel:N`; unique per customer and benefit, so a period grants once. */
  chave: string;
  /** Exclusive end of validity; null = no expiry. */
  validoAte: Date | null;
}

/** What grantKeysDue reads: the level, the birth date 'YYYY-MM-DD' (null when unknown), the instant, the catalogue. */
export interface GrantContext {
  nivel: LoyaltyLevelNumber;
  dataNascimento: string | null;
  now: Date;
  catalogue: readonly LoyaltyBenefit[];
}

/** The birth month (1–12) of a 'YYYY-MM-DD' calendar date; throws RangeError when it is not a real date. */
function birthMonth(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = (match ?? []).slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (!match || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day)
    throw new RangeError(`dataNascimento must be a calendar date 'YYYY-MM-DD', got ${date}`);
  return month;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * The grants due now for the member's unlocked benefits (catalogue order); the caller inserts each with its key and
 * ignores keys already held. São Paulo calendar: 'mensal' → `mensal:YYYY-MM`, valid to the end of the month;
 * 'aniversario' → `aniversario:YYYY` only during the birth month (29/02 → February), valid to its end, none
 * without a birth date; 'nivel' → `nivel:N` (the benefit's level), no expiry or `validadeDias` days from `now`;
 * 'permanente' → never a wallet item.
 */
export function grantKeysDue({ nivel, dataNascimento, now, catalogue }: GrantContext): GrantDue[] {
  const today = toStoreTime(now);
  const monthEnd = saoPauloMonthStart(today.year, today.month + 1);
  const inBirthMonth = dataNascimento !== null && birthMonth(dataNascimento) === today.month;
  return benefitsUnlockedAt(nivel, catalogue).flatMap((benefit): GrantDue[] => {
    switch (benefit.recorrencia) {
      case 'mensal':
        return [
          { benefitId: benefit.id, chave: `mensal:${today.year}-${pad2(today.month)}`, validoAte: monthEnd },
        ];
      case 'aniversario':
        return inBirthMonth
          ? [{ benefitId: benefit.id, chave: `aniversario:${today.year}`, validoAte: monthEnd }]
          : [];
      case 'nivel': {
        const validoAte =
          benefit.validadeDias === null ? null : new Date(now.getTime() + benefit.validadeDias * DAY_MS);
        return [{ benefitId: benefit.id, chave: `nivel:${benefit.nivel}`, validoAte }];
      }
      case 'permanente':
        return [];
      default: {
        const unknown: never = benefit.recorrencia;
        throw new RangeError(`unknown recorrencia ${String(unknown)}`);
      }
    }
  });
}
