import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadEnv } from './config/env.ts';
import type { Database } from './db/client.ts';
import { DataDirInUse } from './db/data-dir-lock.ts';
import { loggableError } from './db/errors.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { prepareDatabase, SchemaNewerThanCode } from './db/start-up.ts';

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let database: Database;
try {
  database = await openConfiguredDatabase(env);
} catch (error) {
  if (error instanceof DataDirInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
// Migrations and the first catalogue import run once across every process starting together (an advisory lock
// on PostgreSQL); a schema newer than this code is refused before anything is served (docs/operations.md).
try {
  await prepareDatabase(database, {
    databaseUrl: env.DATABASE_URL,
    seedCatalog: env.SEED_CATALOG,
    log: pino({ level: env.LOG_LEVEL }),
  });
} catch (error) {
  if (error instanceof SchemaNewerThanCode) {
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
  throw error;
}
const app = await buildApp({ env, database, serveWeb: true });

// SIGTERM: readiness turns false for SHUTDOWN_DRAIN_MS (the balancer stops sending), then the server stops
// accepting, lets the requests in flight finish, ends the live streams (clients reconnect elsewhere) and closes the
// pools; whatever is still running 10 s later is cut off by the exit (docs/operations.md, "Shutting down").
closeWithGrace({ delay: env.SHUTDOWN_DRAIN_MS + 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ error: loggableError(err) }, 'shutting down after an error');
  else {
    app.log.info({ signal }, 'shutting down');
    await app.lifecycle.drain();
  }
  // a keep-alive connection that finishes its request after the server stopped accepting (a balancer's, or a live
  // stream just ended) would stay open and hold the close until the time limit: closed as soon as it is idle
  const idle = setInterval(() => app.server.closeIdleConnections(), 200);
  await app.close();
  clearInterval(idle);
  await database.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
