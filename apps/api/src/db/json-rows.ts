import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Json = Record<string, unknown>;

const columnsOf = new WeakMap<PgTable, Array<[string, PgColumn]>>();

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * A row of `table` from its jsonb form (keys as the SQL column names): each value mapped by the column itself, as
 * a select of the table would map it (instants become Dates, jsonb stays parsed). Keys that are not columns are
 * left out.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Json): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Json = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * The first row `query` answers, as one value of a select: `query` selects `table`'s columns (and may add fields of
 * its own, kept under their SQL names for `extra`). Lets several reads share one statement.
 */
export function oneRow<T extends PgTable>(
  table: T,
  query: SQL | { getSQL(): SQL },
): SQL<T['$inferSelect'] | null>;
export function oneRow<T extends PgTable, R>(
  table: T,
  query: SQL | { getSQL(): SQL },
  extra: (row: T['$inferSelect'], json: Json) => R,
): SQL<R | null>;
export function oneRow<T extends PgTable, R>(
  table: T,
  query: SQL | { getSQL(): SQL },
  extra: (row: T['$inferSelect'], json: Json) => R = (row) => row as R,
): SQL<R | null> {
  const decode = (value: unknown): R | null => {
    const json = parsed(value) as Json | null;
    return json ? extra(rowFromJson(table, json), json) : null;
  };
  return sql`(select to_jsonb(r) from (${query}) r limit 1)`.mapWith(decode) as SQL<R | null>;
}

/** `r."a", r."b"`: the subquery's columns by name (its rows are aggregated outside the tables' scope). */
const byColumns = (columns: readonly PgColumn[]) =>
  sql.join(
    columns.map((column) => sql`r.${sql.identifier(column.name)}`),
    sql`, `,
  );

/** Every row `query` answers, in the order of the columns `orderBy` names, as one value of a select. */
export function allRows<T extends PgTable>(
  table: T,
  query: SQL | { getSQL(): SQL },
  orderBy: readonly PgColumn[],
): SQL<Array<T['$inferSelect']>>;
export function allRows<T extends PgTable, R>(
  table: T,
  query: SQL | { getSQL(): SQL },
  orderBy: readonly PgColumn[],
  extra: (row: T['$inferSelect'], json: Json) => R,
): SQL<R[]>;
export function allRows<T extends PgTable, R>(
  table: T,
  query: SQL | { getSQL(): SQL },
  orderBy: readonly PgColumn[],
  extra: (row: T['$inferSelect'], json: Json) => R = (row) => row as R,
): SQL<R[]> {
  return sql<
    R[]
  >`(select coalesce(jsonb_agg(to_jsonb(r) order by ${byColumns(orderBy)}), '[]'::jsonb) from (${query}) r)`.mapWith(
    (value: unknown) =>
      ((parsed(value) as Json[] | null) ?? []).map((json) => extra(rowFromJson(table, json), json)),
  );
}
