import { randomBytes } from 'node:crypto';
import type { StaffLoginStep } from '@comanda/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffRecoveryCodes } from '../../db/schema/staff.ts';
import { HttpError } from '../../http/errors.ts';
import type { IdentifierHasher } from '../../platform/identifiers.ts';
import type { Clock } from '../../providers/clock.ts';
import { checkPassword, loginThrottleStore } from '../auth/index.ts';
import { sessionRequired } from './access.ts';
import { type StaffRow, staffByEmail, staffById } from './accounts.ts';
import { audit } from './audit.ts';
import { setPassword } from './credentials.ts';
import {
  openSession,
  PENDING_SESSION_MS,
  revokeSession,
  SESSION_MAX_MS,
  type sessionCookies,
  sessionOf,
} from './sessions.ts';
import { STAFF_MESSAGES } from './texts.ts';
import { newTotpSecret, type SecretBox, totpStep } from './totp.ts';

const RECOVERY_CODES = 10;

interface Deps {
  db: Db;
  clock: Clock;
  hasher: IdentifierHasher;
  box: SecretBox;
  cookies: ReturnType<typeof sessionCookies>;
}

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function lockedOrWrong(lockedUntil: Date | null, now: Date, wrong: HttpError): HttpError {
  if (!lockedUntil) return wrong;
  const minutes = Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
  return new HttpError(429, 'staff_login_locked', STAFF_MESSAGES.locked(minutes));
}

/** Staff sign-in: e-mail and password, then the authenticator's code (enrolled on first sign-in) or a recovery code. */
export function signInService({ db, clock, hasher, box, cookies }: Deps) {
  const passwordThrottle = loginThrottleStore(hasher, 'staff');
  const codeThrottle = loginThrottleStore(hasher, 'staff-2fa');
  const recoveryHash = (staffId: number, code: string) =>
    hasher.secret('staff-recovery', String(staffId), normaliseRecovery(code));

  async function pending(request: FastifyRequest) {
    const token = cookies.read(request);
    const found = token ? await sessionOf(db, token, 'password', clock()) : null;
    if (!token || !found) throw sessionRequired();
    return { token, staff: found.staff };
  }

  /** Replaces the pending session by a signed-in one (a new token: the pre-TOTP cookie is worth nothing after). */
  async function promote(reply: FastifyReply, token: string, staff: StaffRow, now: Date) {
    await revokeSession(db, token, now);
    cookies.set(reply, await openSession(db, staff, 'active', now), SESSION_MAX_MS);
  }

  /** Counts a wrong code against the account; `check` answers null for a wrong code. */
  async function checkCode<T>(
    staff: StaffRow,
    check: (tx: Db, row: StaffRow) => Promise<T | null>,
    wrong: string,
  ) {
    const now = clock();
    const attempt = await codeThrottle.attempt(db, { email: String(staff.id), now }, async (tx) => {
      const row = await staffById(tx, staff.id, true);
      return row ? check(tx, row) : null;
    });
    if (!attempt.ok)
      throw lockedOrWrong(attempt.lockedUntil, now, new HttpError(422, 'staff_totp_invalid', wrong));
    return attempt.value;
  }

  /** The TOTP step of a valid, never used code of the account's secret; null otherwise. */
  function acceptedStep(row: StaffRow, code: string, now: Date): number | null {
    if (!row.totpSecret) return null;
    const step = totpStep(box.open(row.totpSecret), code, now);
    return step !== null && step > (row.totpLastStep ?? -1) ? step : null;
  }

  async function newRecoveryCodes(tx: Db, staffId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, () =>
      (randomBytes(6).toString('hex').match(/.{4}/g) ?? []).join('-'),
    );
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((c) => ({ staffId, codeHash: recoveryHash(staffId, c) })));
    return codes;
  }

  return {
    async password(reply: FastifyReply, typedEmail: string, senha: string): Promise<StaffLoginStep> {
      const now = clock();
      const email = typedEmail.trim().toLowerCase();
      const attempt = await passwordThrottle.attempt(db, { email, now }, async (tx) => {
        const staff = await staffByEmail(tx, email);
        return (await checkPassword(staff?.senhaHash, senha)) && staff ? staff : null;
      });
      const wrong = new HttpError(422, 'staff_login_failed', STAFF_MESSAGES.badCredentials);
      if (!attempt.ok) throw lockedOrWrong(attempt.lockedUntil, now, wrong);
      const staff = attempt.value;
      if (!staff.active) throw new HttpError(403, 'staff_deactivated', STAFF_MESSAGES.deactivated);
      cookies.set(reply, await openSession(db, staff, 'password', now), PENDING_SESSION_MS);
      return { etapa: staff.totpEnabled ? 'totp' : 'cadastro_totp' };
    },

    async secondFactor(
      request: FastifyRequest,
      reply: FastifyReply,
      body: { codigo?: string | undefined; codigoRecuperacao?: string | undefined },
    ): Promise<void> {
      const { token, staff } = await pending(request);
      if (!staff.totpEnabled)
        throw new HttpError(409, 'staff_totp_step_invalid', STAFF_MESSAGES.totpEnrolNeeded);
      const now = clock();
      await checkCode(
        staff,
        async (tx, row) => {
          if (body.codigo !== undefined) {
            const step = acceptedStep(row, body.codigo, now);
            if (step === null) return null;
            await tx.update(staffMembers).set({ totpLastStep: step }).where(eq(staffMembers.id, row.id));
            return true;
          }
          const [used] = await tx
            .update(staffRecoveryCodes)
            .set({ usedAt: now })
            .where(
              and(
                eq(staffRecoveryCodes.staffId, row.id),
                eq(staffRecoveryCodes.codeHash, recoveryHash(row.id, body.codigoRecuperacao ?? '')),
                isNull(staffRecoveryCodes.usedAt),
              ),
            )
            .returning({ id: staffRecoveryCodes.id });
          if (!used) return null;
          await audit(tx, { id: row.id }, 'staff.recovery_code_used', 'staff', row.id, null, {
            codigo: used.id,
          });
          return true;
        },
        body.codigo !== undefined ? STAFF_MESSAGES.totpInvalid : STAFF_MESSAGES.recoveryInvalid,
      );
      await promote(reply, token, staff, now);
    },

    /** Starts (or restarts) enrolment: a new secret, kept sealed, shown this once. */
    async startEnrolment(request: FastifyRequest): Promise<{ segredo: string; uri: string }> {
      const { staff } = await pending(request);
      if (staff.totpEnabled)
        throw new HttpError(409, 'staff_totp_step_invalid', STAFF_MESSAGES.totpAlreadyEnabled);
      const { secret, uri } = newTotpSecret(staff.email);
      await db
        .update(staffMembers)
        .set({ totpSecret: box.seal(secret), updatedAt: clock() })
        .where(and(eq(staffMembers.id, staff.id), eq(staffMembers.totpEnabled, false)));
      return { segredo: secret, uri };
    },

    /** Confirms enrolment with a first code: TOTP on, recovery codes issued (shown once), signed in. */
    async confirmEnrolment(request: FastifyRequest, reply: FastifyReply, codigo: string): Promise<string[]> {
      const { token, staff } = await pending(request);
      if (staff.totpEnabled || !staff.totpSecret)
        throw new HttpError(
          409,
          'staff_totp_step_invalid',
          staff.totpEnabled ? STAFF_MESSAGES.totpAlreadyEnabled : STAFF_MESSAGES.totpNotStarted,
        );
      const now = clock();
      const codes = await checkCode(
        staff,
        async (tx, row) => {
          const step = acceptedStep(row, codigo, now);
          if (step === null || row.totpEnabled) return null;
          await tx
            .update(staffMembers)
            .set({ totpEnabled: true, totpLastStep: step, updatedAt: now })
            .where(eq(staffMembers.id, row.id));
          await audit(
            tx,
            { id: row.id },
            'staff.totp_enabled',
            'staff',
            row.id,
            { totpAtivo: false },
            { totpAtivo: true },
          );
          return newRecoveryCodes(tx, row.id);
        },
        STAFF_MESSAGES.totpInvalid,
      );
      await promote(reply, token, { ...staff, totpEnabled: true }, now);
      return codes;
    },

    /** The signed-in member's new password (the current one checked and throttled); every other session ends. */
    async changePassword(reply: FastifyReply, staffId: number, current: string, next: string): Promise<void> {
      const now = clock();
      const staff = await staffById(db, staffId);
      if (!staff) throw sessionRequired();
      const attempt = await passwordThrottle.attempt(db, { email: staff.email, now }, async (tx) => {
        const row = await staffById(tx, staffId);
        return row && (await checkPassword(row.senhaHash, current)) ? row : null;
      });
      const wrong = new HttpError(422, 'staff_login_failed', STAFF_MESSAGES.wrongCurrentPassword);
      if (!attempt.ok) throw lockedOrWrong(attempt.lockedUntil, now, wrong);
      const changed = await setPassword(db, clock, { id: staffId }, staffId, next);
      cookies.set(
        reply,
        await openSession(db, { ...changed, version: changed.version + 1 }, 'active', now),
        SESSION_MAX_MS,
      );
    },

    async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = cookies.read(request);
      if (token) await revokeSession(db, token, clock());
      cookies.clear(reply);
    },
  };
}

export type SignInService = ReturnType<typeof signInService>;
