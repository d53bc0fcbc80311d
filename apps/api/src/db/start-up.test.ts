import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/build.ts';
import { codeMigrations, prepareDatabase, SchemaNewerThanCode } from './start-up.ts';

// The start-up function on the test database of this pass (PGlite, or PostgreSQL with DATABASE_URL): the
// processes racing on one PostgreSQL are in start-up.postgres.test.ts.
const database = await testDatabase();
const lines: string[] = [];
const log = { info: (_details: object, message: string) => lines.push(message) };
// without databaseUrl: no lock (the test database's URL is its own; the lock is tested with processes)
const options = { log };

describe('prepareDatabase', () => {
  it('does nothing on a database already migrated and seeded', async () => {
    const seedCatalog = new URL('../../catalog/hanami-sushi.json', import.meta.url).pathname;
    expect(await prepareDatabase(database, { ...options, seedCatalog })).toEqual({
      migrated: 0,
      seeded: false,
    });
    // on PostgreSQL the first start also installs the job queue's schema; a second start does nothing at all
    expect(lines.filter((line) => line !== 'job queue schema installed')).toEqual([]);
    lines.length = 0;
    await prepareDatabase(database, { ...options, seedCatalog });
    expect(lines).toEqual([]);
  });

  it('refuses a schema newer than the code, naming what it knows, and touches nothing', async () => {
    const future = Date.UTC(2100, 0, 1);
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${future})`,
    );
    try {
      const refusal = prepareDatabase(database, options);
      await expect(refusal).rejects.toThrow(SchemaNewerThanCode);
      await expect(refusal).rejects.toThrow(
        `1 applied migration(s) unknown to this build (the newest created 2100-01-01T00:00:00.000Z; this build's newest is ${codeMigrations().at(-1)!.tag})`,
      );
    } finally {
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${future}`);
    }
    expect(await prepareDatabase(database, options)).toEqual({ migrated: 0, seeded: false });
  });
});
