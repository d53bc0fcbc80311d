import type { Db } from '../../db/client.ts';

/**
 * Runs one of the orders' fixed statements (constant SQL text, `$n` parameters) on the handle or transaction given
 * and answers its rows. Named: on PostgreSQL each pooled connection parses and plans it once and from then on only
 * executes it (the placement's statements cost more to plan than to run); PGlite runs it as any query.
 */
export async function runStatement<Row>(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<Row[]> {
  const query = db._.session.prepareQuery({ sql: text, params: [...values] }, undefined, name, false);
  const result = (await query.execute()) as { rows: Row[] };
  return result.rows;
}
