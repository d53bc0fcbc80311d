import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffSessions } from '../../db/schema/staff.ts';
import type { StaffRow } from './accounts.ts';

/** The back office's session cookie: HttpOnly, SameSite=Strict, apart from anything the customer app keeps. */
export const STAFF_COOKIE = 'comanda_gestao';
/** Between the password and the second factor. */
export const PENDING_SESSION_MS = 10 * 60_000;
/** A signed-in session ends this long after sign-in, whatever happens… */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** …or after this long without a request. */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** `last_seen_at` is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export type SessionStage = 'password' | 'active';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function sessionCookies(secure: boolean) {
  const options = { path: '/api', httpOnly: true, sameSite: 'strict' as const, secure };
  return {
    set(reply: FastifyReply, token: string, maxAgeMs: number) {
      reply.setCookie(STAFF_COOKIE, token, { ...options, maxAge: Math.floor(maxAgeMs / 1000) });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(STAFF_COOKIE, options);
    },
    read(request: FastifyRequest): string | null {
      const token = request.cookies[STAFF_COOKIE];
      return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
    },
  };
}

/** Opens a session at `stage`; answers the cookie's token (only its hash is kept). */
export async function openSession(db: Db, staff: StaffRow, stage: SessionStage, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttl = stage === 'active' ? SESSION_MAX_MS : PENDING_SESSION_MS;
  // the account's sessions that ended over a day ago are of no use any more
  await db
    .delete(staffSessions)
    .where(
      and(eq(staffSessions.staffId, staff.id), lt(staffSessions.expiresAt, new Date(now.getTime() - DAY_MS))),
    );
  await db.insert(staffSessions).values({
    tokenHash: hashOf(token),
    staffId: staff.id,
    staffVersion: staff.version,
    stage,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ttl),
  });
  return token;
}

/**
 * The live session a cookie names, at `stage`, with its active staff account: unexpired, not idle too long, not
 * revoked, opened under the account's current version.
 */
export async function sessionOf(db: Db, token: string, stage: SessionStage, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashOf(token)),
        eq(staffSessions.stage, stage),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffMembers.active, true),
      ),
    );
  if (!row || row.session.staffVersion !== row.staff.version) return null;
  if (stage === 'active' && now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
  return row;
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashOf(token)), isNull(staffSessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
