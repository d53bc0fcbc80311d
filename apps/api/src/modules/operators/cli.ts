import { withCliDatabase } from '../../db/open.ts';
import { createOperatorKey } from './keys.ts';

const storeId = Number(process.argv[2]);
if (!Number.isSafeInteger(storeId) || storeId <= 0) {
  console.error('Uso: npm run operator:key ID_DA_LOJA');
  process.exit(2);
}

await withCliDatabase(async ({ db }) => {
  const key = await createOperatorKey(db, storeId);
  if (!key) {
    console.error(`Loja ${storeId} não encontrada.`);
    process.exitCode = 1;
  } else {
    console.info(`Chave do painel de pedidos da loja ${storeId} (guarde-a: ela não será mostrada de novo):`);
    console.info(key);
  }
});
