import type { StaffRole } from '@comanda/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { freshIp } from '../auth/testing.ts';
import { STAFF_COOKIE } from './sessions.ts';
import { totpCode } from './totp.ts';

const XSRF = 'staff-test-xsrf-token-0123456789';
let counter = 0;

/** A staff account made through the dev route: its e-mail, id and generated password. */
export async function newStaff(app: FastifyInstance, papel: StaffRole, lojas: number[] = []) {
  counter += 1;
  const email = `${papel}.${counter}.${Date.now()}@hanami.test`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/dev/gestao/equipe',
    payload: { email, nome: `Equipe ${papel} ${counter}`, papel, lojas },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { membro, senha } = res.json().data as { membro: { id: number }; senha: string };
  return { id: membro.id, email, senha };
}

/** The staff session cookie a response set ('' when it cleared it), or undefined when it set none. */
export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === STAFF_COOKIE);
}

/** Calls the API as a browser holding `session` (and the XSRF cookie echoed in its header, unless `csrf` is false). */
export function asStaff(app: FastifyInstance, session: string | null) {
  return (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    options: { csrf?: boolean } = {},
  ) =>
    app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      cookies: { ...(session ? { [STAFF_COOKIE]: session } : {}), 'XSRF-TOKEN': XSRF },
      headers: options.csrf === false ? {} : { 'x-xsrf-token': XSRF },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

/** E-mail and password: answers the pending session's cookie and the next step. */
export async function passwordStep(app: FastifyInstance, email: string, senha: string) {
  const res = await asStaff(app, null)('POST', '/api/gestao/login', { email, senha });
  expect(res.statusCode, res.body).toBe(200);
  return { pending: sessionCookie(res)!.value, etapa: res.json().data.etapa as string };
}

/**
 * A staff member's first sign-in through the real flow: password, TOTP enrolment confirmed with a code at the
 * app's current time. Answers the signed-in cookie, the TOTP secret and the recovery codes.
 */
export async function enrolledSession(
  app: FastifyInstance,
  member: { email: string; senha: string },
  now: Date,
) {
  const { pending } = await passwordStep(app, member.email, member.senha);
  const call = asStaff(app, pending);
  const enrol = await call('POST', '/api/gestao/totp/cadastro');
  expect(enrol.statusCode, enrol.body).toBe(200);
  const secret = enrol.json().data.segredo as string;
  const confirmed = await call('POST', '/api/gestao/totp/confirmar', { codigo: totpCode(secret, now) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    session: sessionCookie(confirmed)!.value,
    secret,
    recovery: confirmed.json().data.codigosRecuperacao as string[],
  };
}

/** A new account of `papel` with `lojas`, signed in: its id and a caller bound to its session. */
export async function signedInStaff(app: FastifyInstance, now: Date, papel: StaffRole, lojas: number[] = []) {
  const member = await newStaff(app, papel, lojas);
  const { session } = await enrolledSession(app, member, now);
  return { ...member, session, call: asStaff(app, session) };
}
