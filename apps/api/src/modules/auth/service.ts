import type { CodeSent, PhoneLoginResult, Session, SignupBody } from '@comanda/contract';
import { maskPhone, VERIFICATION_CODE_TTL_MINUTES } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { Messaging } from '../../providers/messaging/index.ts';
import {
  type CustomerRow,
  type Customers,
  digitsOf,
  normalizeEmail,
  normalizeName,
  refuseTakenIdentifiers,
  toIsoDate,
} from '../account/index.ts';
import { type CodeStore, codeRefusal, type Target } from './codes.ts';
import type { LoginThrottleStore } from './login-throttle.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import type { SessionService } from './sessions.ts';
import { AUTH_MESSAGES, emailCodeMessage, smsCodeText } from './texts.ts';

/** Sign-up tickets last long enough to fill in the form. */
export const SIGNUP_TICKET_TTL_MS = 30 * 60_000;
export const RESET_TICKET_TTL_MS = 10 * 60_000;
/** Seconds the app waits before offering to resend a code (a hint; the hard limit is the hourly one). */
export const RESEND_AFTER_SECONDS = 60;
const CODE_TTL_SECONDS = VERIFICATION_CODE_TTL_MINUTES * 60;

export interface AuthDeps {
  db: Db;
  customers: Customers;
  codes: CodeStore;
  loginThrottle: LoginThrottleStore;
  sessions: SessionService;
  messaging: Messaging;
  clock: Clock;
  brandName: () => Promise<string>;
  log: { error(obj: object, msg: string): void };
}

const phoneTarget = (digits: string): Target => ({ kind: 'phone', value: digits });
const emailTarget = (email: string): Target => ({ kind: 'email', value: email });

/** 'm****@exemplo.com' — enough for the customer to recognise the address, not enough to read it. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}****@${domain}`;
}

const maskPhoneHidden = (digits: string) => {
  const masked = maskPhone(digits);
  return `${masked.slice(0, 6)}****-${masked.slice(-4)}`;
};

/** Login by phone code or e-mail and password, sign-up, e-mail confirmation and the four-step password reset. */
export function authService({
  db,
  customers,
  codes,
  loginThrottle,
  sessions,
  messaging,
  clock,
  brandName,
  log,
}: AuthDeps) {
  const sent = (destino: string): CodeSent => ({
    destino,
    expira_em: CODE_TTL_SECONDS,
    reenviar_em: RESEND_AFTER_SECONDS,
  });

  async function sendEmailCode(
    purpose: 'email_verify' | 'password_reset',
    email: string,
    customerId: number | null,
    ip: string,
    deliver: boolean,
  ) {
    const code = await codes.issueCode(db, {
      purpose,
      target: emailTarget(email),
      ip,
      customerId,
      now: clock(),
    });
    if (!deliver) return;
    const brand = await brandName();
    const message = emailCodeMessage(brand, purpose, code, VERIFICATION_CODE_TTL_MINUTES);
    await messaging.deliver(
      () => messaging.sender.sendEmail(email, message.subject, message.text, message.html),
      log,
    );
  }

  return {
    /** Sends a login code by SMS to any valid number: an unknown number is a sign-up to be. */
    async sendPhoneCode(celular: string, ip: string): Promise<CodeSent> {
      const digits = digitsOf(celular);
      const code = await codes.issueCode(db, {
        purpose: 'login',
        target: phoneTarget(digits),
        ip,
        customerId: null,
        now: clock(),
      });
      const text = smsCodeText(await brandName(), code, VERIFICATION_CODE_TTL_MINUTES);
      await messaging.deliver(() => messaging.sender.sendSms(digits, text), log);
      return sent(maskPhoneHidden(digits));
    },

    /** A session for a known number (reactivating a deactivated account), else a sign-up ticket. */
    async phoneLogin(celular: string, codigo: string): Promise<PhoneLoginResult> {
      const digits = digitsOf(celular);
      const now = clock();
      const check = await codes.checkCode(db, {
        purpose: 'login',
        target: phoneTarget(digits),
        code: codigo,
        now,
      });
      if (!check.ok) throw codeRefusal(check.reason);
      let customer = await customers.liveByPhone(db, digits);
      if (customer) {
        if (customer.status === 'deactivated')
          customer = await customers.update(db, customer.id, { status: 'active', deactivatedAt: null }, now);
        return { tipo: 'sessao', ...(await sessions.start(customer, now)) };
      }
      const ticket = await codes.issueTicket(db, {
        purpose: 'signup',
        target: phoneTarget(digits),
        customerId: null,
        ttlMs: SIGNUP_TICKET_TTL_MS,
        now,
      });
      return { tipo: 'cadastro', ticket, celular: maskPhone(digits), expira_em: SIGNUP_TICKET_TTL_MS / 1000 };
    },

    /** Creates the account of a confirmed number, with its marketing consents recorded, and logs it in. */
    async signup(body: SignupBody): Promise<Session> {
      const digits = digitsOf(body.celular);
      const email = normalizeEmail(body.email);
      const cpf = body.cpf?.trim() ? digitsOf(body.cpf) : null;
      const senhaHash = body.senha ? await hashPassword(body.senha) : null;
      const now = clock();
      const marketing = {
        push: body.notificacoesMarketingPush,
        email: body.notificacoesMarketingEmail,
        sms: body.notificacoesMarketingSms,
      };
      // The ticket is spent before anything is checked, and stays spent whatever the outcome: one confirmed
      // number buys one try, so the refusal below cannot be replayed to probe who else is a customer.
      const ticket = await codes.redeemTicket(db, {
        purpose: 'signup',
        target: phoneTarget(digits),
        ticket: body.ticket,
        now,
      });
      if (!ticket.ok) throw new HttpError(422, 'signup_expired', AUTH_MESSAGES.signupExpired);
      const customer = await refuseTakenIdentifiers(
        db,
        async (tx) => {
          const taken = await customers.conflicts(tx, { celular: digits, email, cpf }, null);
          if (taken.celular || taken.email || taken.cpf)
            throw new HttpError(409, 'identifiers_taken', AUTH_MESSAGES.signupTaken);
          const row = await customers.insert(
            tx,
            {
              nome: normalizeName(body.nome),
              celular: digits,
              email,
              dataNascimento: toIsoDate(body.dataNascimento),
              cpf,
              senhaHash,
              marketing,
            },
            now,
          );
          await customers.recordConsents(tx, row.id, marketing, 'cadastro', now);
          return row;
        },
        AUTH_MESSAGES.signupTaken,
      );
      return sessions.start(customer, now);
    },

    /** E-mail and password. Unknown e-mail, no password and a wrong password get the same answer. */
    async emailLogin(emailInput: string, senha: string): Promise<Session> {
      const email = normalizeEmail(emailInput);
      const now = clock();
      const attempt = await loginThrottle.attempt(db, { email, now }, async (tx) => {
        const customer = await customers.liveByEmail(tx, email);
        const matches = await checkPassword(customer?.senhaHash, senha);
        return customer && matches ? customer : null;
      });
      if (!attempt.ok) {
        if (!attempt.lockedUntil) throw new HttpError(422, 'login_failed', AUTH_MESSAGES.badCredentials);
        const minutes = Math.ceil((attempt.lockedUntil.getTime() - now.getTime()) / 60_000);
        throw new HttpError(429, 'login_locked', AUTH_MESSAGES.loginLocked(minutes));
      }
      const customer = attempt.value;
      if (customer.status !== 'active')
        throw new HttpError(403, 'account_deactivated', AUTH_MESSAGES.deactivated);
      return sessions.start(customer, now);
    },

    /** Sends a confirmation code to the logged-in customer's e-mail. */
    async sendVerificationCode(customer: CustomerRow, ip: string): Promise<CodeSent> {
      if (customer.emailVerificadoEm)
        throw new HttpError(422, 'email_already_verified', AUTH_MESSAGES.emailAlreadyVerified);
      const email = customer.email!;
      await sendEmailCode('email_verify', email, customer.id, ip, true);
      return sent(maskEmail(email));
    },

    async confirmEmail(customer: CustomerRow, codigo: string): Promise<CustomerRow> {
      const now = clock();
      const check = await codes.checkCode(db, {
        purpose: 'email_verify',
        target: emailTarget(customer.email!),
        code: codigo,
        now,
      });
      if (!check.ok) throw codeRefusal(check.reason);
      return customers.update(db, customer.id, { emailVerificadoEm: now }, now);
    },

    /** Step one of the reset: a code to the e-mail if an active account has it; the same answer either way. */
    async sendResetCode(emailInput: string, ip: string): Promise<CodeSent> {
      const email = normalizeEmail(emailInput);
      const customer = await customers.liveByEmail(db, email);
      const active = customer?.status === 'active';
      await sendEmailCode('password_reset', email, active ? customer.id : null, ip, active);
      return sent(maskEmail(email));
    },

    /** Step two: the code is exchanged for a single-use ticket for step three. */
    async checkResetCode(emailInput: string, codigo: string): Promise<{ ticket: string; expira_em: number }> {
      const email = normalizeEmail(emailInput);
      const now = clock();
      const check = await codes.checkCode(db, {
        purpose: 'password_reset',
        target: emailTarget(email),
        code: codigo,
        now,
      });
      if (!check.ok) throw codeRefusal(check.reason);
      const ticket = await codes.issueTicket(db, {
        purpose: 'password_reset',
        target: emailTarget(email),
        customerId: check.customerId,
        ttlMs: RESET_TICKET_TTL_MS,
        now,
      });
      return { ticket, expira_em: RESET_TICKET_TTL_MS / 1000 };
    },

    /** Step three: the new password; every session ends and the e-mail counts as confirmed. */
    async resetPassword(emailInput: string, ticket: string, senha: string): Promise<void> {
      const email = normalizeEmail(emailInput);
      const senhaHash = await hashPassword(senha);
      const now = clock();
      await db.transaction(async (tx) => {
        const redeemed = await codes.redeemTicket(tx, {
          purpose: 'password_reset',
          target: emailTarget(email),
          ticket,
          now,
        });
        const customer =
          redeemed.ok && redeemed.customerId !== null
            ? await customers.byId(tx, redeemed.customerId)
            : undefined;
        if (customer?.status !== 'active' || customer.email !== email)
          throw new HttpError(422, 'password_reset_expired', AUTH_MESSAGES.resetExpired);
        await customers.update(
          tx,
          customer.id,
          { senhaHash, emailVerificadoEm: customer.emailVerificadoEm ?? now },
          now,
        );
        await customers.endAllSessions(tx, customer.id, now);
      });
    },

    refresh: (token: string) => sessions.refresh(token, clock()),

    async logout(refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await sessions.revoke(refreshToken, clock());
    },

    async logoutEverywhere(customerId: number, refreshToken: string | undefined): Promise<void> {
      const now = clock();
      await customers.endAllSessions(db, customerId, now);
      if (refreshToken) await sessions.revoke(refreshToken, now);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
