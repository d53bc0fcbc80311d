import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows, rowsContaining } from '../auth/testing.ts';

/** Every table of every non-system schema whose rows (cast to text) contain `needle`, case-insensitive. */
export async function tablesContaining(db: Db, needle: string): Promise<string[]> {
  const tables = await queryRows<{ table_schema: string; table_name: string }>(
    db,
    sql`select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const t of tables)
    if ((await rowsContaining(db, t.table_schema, t.table_name, needle)) > 0)
      found.push(`${t.table_schema}.${t.table_name}`);
  return found;
}
