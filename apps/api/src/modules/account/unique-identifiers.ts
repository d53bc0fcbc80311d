import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

/** The SQLSTATE of a database error, looked up through the causes a query builder wraps it in. */
function sqlState(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 4) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlState(error.cause, depth + 1);
}

/**
 * Runs a write of a customer's phone, e-mail or CPF in one transaction. Two requests racing for the same value
 * both pass the service's check; the database's unique index stops the second, which gets the same 409 as a
 * value taken earlier (the refusal never says which value is taken).
 */
export async function refuseTakenIdentifiers<T>(
  db: Db,
  write: (tx: Db) => Promise<T>,
  takenMessage: string,
): Promise<T> {
  try {
    return await db.transaction((tx) => write(tx as unknown as Db));
  } catch (error) {
    if (sqlState(error) === '23505') throw new HttpError(409, 'identifiers_taken', takenMessage);
    throw error;
  }
}
