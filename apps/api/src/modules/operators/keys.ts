import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorKeys } from '../../db/schema/operators.ts';
import { storeNamesQuery, storeQueries } from '../stores/index.ts';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The shape of a key: `op_` + the store id + 32 random bytes (base64url). */
const KEY = /^op_\d{1,10}_[A-Za-z0-9_-]{43}$/;

/** Makes a key for a store's team; answers it (shown once) or null for an unknown store. */
export async function createOperatorKey(db: Db, storeId: number): Promise<string | null> {
  if (!(await storeQueries.exists(db, storeId))) return null;
  const key = `op_${storeId}_${randomBytes(32).toString('base64url')}`;
  await db.insert(operatorKeys).values({ storeId, keyHash: hashOf(key) });
  return key;
}

/** The store a key acts for; null for a malformed, unknown or revoked key. */
export async function storeOfKey(db: Db, key: string): Promise<{ id: number; nome: string } | null> {
  if (!KEY.test(key)) return null;
  const store = storeNamesQuery(db);
  const [row] = await db
    .select({ id: store.id, nome: store.nome })
    .from(operatorKeys)
    .innerJoin(store, eq(store.id, operatorKeys.storeId))
    .where(and(eq(operatorKeys.keyHash, hashOf(key)), isNull(operatorKeys.revokedAt)));
  return row ?? null;
}
