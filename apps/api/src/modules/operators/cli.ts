import { loadEnv } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { DataDirInUse } from '../../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../../db/open.ts';
import { createOperatorKey } from './keys.ts';

const storeId = Number(process.argv[2]);
if (!Number.isSafeInteger(storeId) || storeId <= 0) {
  console.error('Uso: npm run operator:key ID_DA_LOJA');
  process.exit(2);
}

const env = loadEnv();
let database: Database;
try {
  database = await openConfiguredDatabase(env);
} catch (error) {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await database.migrate();
  const key = await createOperatorKey(database.db, storeId);
  if (!key) {
    console.error(`Loja ${storeId} não encontrada.`);
    process.exitCode = 1;
  } else {
    console.info(`Chave do painel de pedidos da loja ${storeId} (guarde-a: ela não será mostrada de novo):`);
    console.info(key);
  }
} finally {
  await database.close();
}
