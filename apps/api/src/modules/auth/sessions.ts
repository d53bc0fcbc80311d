import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Session } from '@comanda/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../http/auth.ts';
import { HttpError, SESSION_EXPIRED } from '../../http/errors.ts';
import type { AccountService, CustomerRow, Customers } from '../account/index.ts';

/** Lifetime of a refresh token: a customer who opens the app within 30 days stays logged in. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const expired = () => new HttpError(401, 'not_authenticated', SESSION_EXPIRED, { responseCode: 401 });

/**
 * Sessions: a short-lived access token (the §3 User's `jwt`, carrying the customer's token version) and a rotating
 * refresh token kept hashed. Refreshing revokes the presented token and issues the next one of the same family;
 * presenting an already rotated token revokes the whole family (it was copied).
 */
export function sessionService({
  db,
  tokens,
  customers,
  accounts,
}: {
  db: Db;
  tokens: FastifyInstance['tokens'];
  customers: Customers;
  /** Presents the session's user (§3 User with its loyalty membership). */
  accounts: Pick<AccountService, 'user'>;
}) {
  async function issueRefresh(customer: CustomerRow, family: string, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      customerId: customer.id,
      tokenHash: sha256(token),
      family,
      tokenVersion: customer.tokenVersion,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    return token;
  }

  async function session(customer: CustomerRow, family: string, now: Date): Promise<Session> {
    const jwt = await tokens.sign({ sub: String(customer.id), ver: customer.tokenVersion });
    return {
      usuario: await accounts.user(customer, jwt),
      refresh_token: await issueRefresh(customer, family, now),
      expira_em: ACCESS_TOKEN_TTL_SECONDS,
    };
  }

  return {
    /** A new login: a new token family. */
    start: (customer: CustomerRow, now: Date) => session(customer, randomUUID(), now),

    async refresh(token: string, now: Date): Promise<Session> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      if (!row) throw expired();
      if (row.revokedAt) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
        throw expired();
      }
      if (row.expiresAt <= now) throw expired();
      const customer = await customers.byId(db, row.customerId);
      if (customer?.status !== 'active' || customer.tokenVersion !== row.tokenVersion) throw expired();
      const [rotated] = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (!rotated) throw expired();
      return session(customer, row.family, now);
    },

    /** Revokes one refresh token (this device's logout); unknown tokens are ignored. */
    async revoke(token: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.tokenHash, sha256(token)), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
