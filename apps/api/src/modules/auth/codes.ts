import { randomBytes, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_TTL_MINUTES } from '@comanda/domain';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeSendLog, verificationCodes } from '../../db/schema/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { type IdentifierHasher, sameHash } from '../../platform/identifiers.ts';
import { AUTH_MESSAGES } from './texts.ts';

export type CodePurpose = (typeof verificationCodes.$inferInsert)['purpose'];

/** A code or ticket's target: a phone (digits) or an e-mail (lower-cased). */
export interface Target {
  kind: 'phone' | 'email';
  value: string;
}

export const CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;
/** Tries per code, right or wrong; the next one finds the code dead. */
export const MAX_CODE_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

export interface CodeStoreOptions {
  hasher: IdentifierHasher;
  /** Sends allowed per target and per client IP in any hour. */
  sendsPerHour: number;
}

export type CodeCheck =
  | { ok: true; customerId: number | null }
  | { ok: false; reason: 'wrong' | 'expired' | 'exhausted' };

/** Six random digits from the CSPRNG, leading zeros kept. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * One-time codes and tickets in the database, so that limits hold across API processes. Codes are single use,
 * expire after 10 minutes and die after 5 tries; sends are limited per target and per IP per hour.
 */
export function codeStore({ hasher, sendsPerHour }: CodeStoreOptions) {
  const targetHash = (target: Target) => hasher.target(target.kind, target.value);

  async function latestLive(db: Db, purpose: CodePurpose, kind: 'code' | 'ticket', hash: string) {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.kind, kind),
          eq(verificationCodes.targetHash, hash),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    return row;
  }

  return {
    targetHash,

    /**
     * Records a send and stores a new code (superseding older ones for the same purpose and target). Throws a 429
     * past the hourly limit for the target or the IP. The caller delivers the returned code — or, for a target
     * without an account, does not, while the code still exists so the next steps behave the same.
     */
    async issueCode(
      db: Db,
      input: { purpose: CodePurpose; target: Target; ip: string; customerId: number | null; now: Date },
    ): Promise<string> {
      const hash = targetHash(input.target);
      const buckets = [`target:${hash}`, `ip:${hasher.ip(input.ip)}`].sort();
      const code = newCode();
      const since = new Date(input.now.getTime() - HOUR_MS);
      await db.transaction(async (tx) => {
        for (const bucket of buckets)
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
        const counts = await tx
          .select({ bucket: codeSendLog.bucket, sends: count() })
          .from(codeSendLog)
          .where(and(inArray(codeSendLog.bucket, buckets), gt(codeSendLog.createdAt, since)))
          .groupBy(codeSendLog.bucket);
        if (counts.some((c) => c.sends >= sendsPerHour))
          throw new HttpError(429, 'verification_codes_too_many', AUTH_MESSAGES.tooManyCodes);
        await tx.insert(codeSendLog).values(buckets.map((bucket) => ({ bucket, createdAt: input.now })));
        await tx.delete(codeSendLog).where(lt(codeSendLog.createdAt, since));
        await tx
          .update(verificationCodes)
          .set({ consumedAt: input.now })
          .where(
            and(
              eq(verificationCodes.purpose, input.purpose),
              eq(verificationCodes.kind, 'code'),
              eq(verificationCodes.targetHash, hash),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values({
          purpose: input.purpose,
          kind: 'code',
          targetHash: hash,
          customerId: input.customerId,
          secretHash: hasher.secret(input.purpose, hash, code),
          expiresAt: new Date(input.now.getTime() + CODE_TTL_MS),
          createdAt: input.now,
        });
      });
      return code;
    },

    /**
     * Checks a typed code against the target's latest code. Every check uses up one of its 5 tries before
     * comparing (so concurrent guesses cannot exceed them); a match consumes the code.
     */
    async checkCode(
      db: Db,
      input: { purpose: CodePurpose; target: Target; code: string; now: Date },
    ): Promise<CodeCheck> {
      const hash = targetHash(input.target);
      const row = await latestLive(db, input.purpose, 'code', hash);
      if (!row || row.expiresAt <= input.now) return { ok: false, reason: 'expired' };
      const [reserved] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, row.id),
            lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (!reserved) return { ok: false, reason: 'exhausted' };
      if (!sameHash(hasher.secret(input.purpose, hash, input.code.trim()), row.secretHash))
        return { ok: false, reason: 'wrong' };
      const [consumed] = await db
        .update(verificationCodes)
        .set({ consumedAt: input.now })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return consumed ? { ok: true, customerId: row.customerId } : { ok: false, reason: 'expired' };
    },

    /** A single-use ticket proving a confirmed code, for the next step of a flow (sign-up, new password). */
    async issueTicket(
      db: Db,
      input: { purpose: CodePurpose; target: Target; customerId: number | null; ttlMs: number; now: Date },
    ): Promise<string> {
      const hash = targetHash(input.target);
      const ticket = randomBytes(32).toString('base64url');
      await db.insert(verificationCodes).values({
        purpose: input.purpose,
        kind: 'ticket',
        targetHash: hash,
        customerId: input.customerId,
        secretHash: hasher.secret(input.purpose, hash, ticket),
        expiresAt: new Date(input.now.getTime() + input.ttlMs),
        createdAt: input.now,
      });
      return ticket;
    },

    /** Consumes a ticket for the target; false when unknown, expired, used or for another target. */
    async redeemTicket(
      db: Db,
      input: { purpose: CodePurpose; target: Target; ticket: string; now: Date },
    ): Promise<{ ok: true; customerId: number | null } | { ok: false }> {
      const hash = targetHash(input.target);
      const row = await latestLive(db, input.purpose, 'ticket', hash);
      if (!row || row.expiresAt <= input.now) return { ok: false };
      if (!sameHash(hasher.secret(input.purpose, hash, input.ticket), row.secretHash)) return { ok: false };
      const [consumed] = await db
        .update(verificationCodes)
        .set({ consumedAt: input.now })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return consumed ? { ok: true, customerId: row.customerId } : { ok: false };
    },
  };
}

export type CodeStore = ReturnType<typeof codeStore>;

/** The HTTP refusal for a failed code check. */
export function codeRefusal(reason: 'wrong' | 'expired' | 'exhausted'): HttpError {
  switch (reason) {
    case 'wrong':
      return new HttpError(422, 'verification_code_wrong', AUTH_MESSAGES.wrongCode);
    case 'expired':
      return new HttpError(422, 'verification_code_expired', AUTH_MESSAGES.expiredCode);
    case 'exhausted':
      return new HttpError(429, 'verification_code_exhausted', AUTH_MESSAGES.exhaustedCode);
    default: {
      const unknown: never = reason;
      throw new Error(`unknown code refusal ${unknown}`);
    }
  }
}
