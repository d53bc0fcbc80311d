import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadEnv } from './config/env.ts';
import type { Database } from './db/client.ts';
import { DataDirInUse } from './db/data-dir-lock.ts';
import { loggableError } from './db/errors.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedIfEmpty } from './db/seed.ts';

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
await database.migrate();
const app = await buildApp({ env, database, serveWeb: true });
await seedIfEmpty(database.db, env.SEED_CATALOG, app.log);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ error: loggableError(err) }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
