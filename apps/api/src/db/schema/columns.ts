import { sql } from 'drizzle-orm';
import { check, integer, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every schema file uses: instants with their time zone, amounts in centavos. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const money = (name: string) => integer(name);
export const nonNegative = (table: string, column: string) =>
  check(`${table}_${column}_non_negative`, sql.raw(`"${column}" >= 0`));

/** The first answer given to the request that placed the order: a replay of its Idempotency-Key gets it again. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}
