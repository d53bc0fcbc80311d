import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The opened database: its kind (pglite or postgres) and handle, for the health check. */
    database: Database;
    /** The query handle every repository method takes first (or a transaction opened on it). */
    db: Db;
  }
}

/** The database the process opened; the caller opens, migrates and closes it. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
