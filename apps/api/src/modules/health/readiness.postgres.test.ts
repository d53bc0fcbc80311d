import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../testing/build.ts';

// PostgreSQL only (a pool of several connections); excluded from the PGlite pass by vitest.config.ts.
const { app, database } = await build();

describe('readiness of a process whose pool is busy', () => {
  it('answers 200 while every pooled connection is taken: the probe has a connection of its own', async () => {
    await app.ready(); // as a listening server is: its start-up queries are done
    // the test database's pool has 4 connections: 4 slow statements take them all
    const held = Array.from({ length: 4 }, () =>
      database.db.execute(sql`select pg_sleep(2)`).then(() => undefined),
    );
    const firstFree = Promise.race(held).then(() => 'pool');
    const ready = app.inject({ url: '/api/pronto' }).then((res) => {
      expect(res.statusCode).toBe(200);
      return 'probe';
    });
    // from the pool, the probe could only answer once one of them has finished
    expect(await Promise.race([ready, firstFree])).toBe('probe');
    await Promise.all(held);
  });
});
