import { getTableColumns, getTableName, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A statement input for `column` inside a select (where PostgreSQL cannot infer a parameter's type from the
 * column it will fill): the placeholder cast to the column's SQL type. Give it the value as the driver takes it
 * (JSON text for jsonb, ISO text for instants).
 */
export function input(column: PgColumn, placeholder: Placeholder): SQL {
  return sql`${placeholder}::${sql.raw(column.getSQLType())}`;
}

/**
 * The fields of `insert into table select …` as Drizzle's builder wants them — every column of the table, in
 * order: those `values` gives, and for the others what a plain insert would put there (a serial's next value, the
 * column's default) or null.
 */
export function everyColumn<T extends PgTable>(
  table: T,
  values: Partial<Record<keyof T['_']['columns'], SQLWrapper>>,
): Record<keyof T['_']['columns'], SQL.Aliased> {
  const fields: Record<string, SQL.Aliased> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const given = (values as Record<string, SQLWrapper | undefined>)[key];
    let value: SQL;
    if (given) value = sql`${given}`;
    else if (column.columnType === 'PgSerial')
      value = sql`nextval(pg_get_serial_sequence(${getTableName(table)}, ${column.name}))`;
    else if (column.default !== undefined) value = sql`${column.default}::${sql.raw(column.getSQLType())}`;
    else value = sql`null`;
    fields[key] = value.as(column.name);
  }
  return fields as Record<keyof T['_']['columns'], SQL.Aliased>;
}
