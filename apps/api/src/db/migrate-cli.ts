import { ConfigError, loadEnv } from '../config/env.ts';
import type { Database } from './client.ts';
import { DataDirInUse } from './data-dir-lock.ts';
import { cliLog, openConfiguredDatabase } from './open.ts';
import { prepareDatabase, SchemaNewerThanCode } from './start-up.ts';

// `npm run db:migrate`: migrations and, on an empty database, the SEED_CATALOG import — what every server process
// also does as it starts, under the same advisory lock, run once before a multi-process deploy.
let env: ReturnType<typeof loadEnv>;
let database: Database;
try {
  env = loadEnv();
  database = await openConfiguredDatabase(env);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  const { migrated, seeded } = await prepareDatabase(database, {
    databaseUrl: env.DATABASE_URL,
    seedCatalog: env.SEED_CATALOG,
    log: cliLog,
  });
  console.info(
    `Banco de dados em dia: ${migrated} migração(ões) aplicada(s)` +
      (seeded ? '; catálogo inicial importado.' : '; catálogo já presente.'),
  );
} catch (error) {
  if (!(error instanceof SchemaNewerThanCode)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
