import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isSensitiveKey } from '../../http/redaction.ts';
import { buildWithClock, queryRows } from '../auth/testing.ts';
import { asStaff, enrolledSession, newStaff, passwordStep, sessionCookie } from './testing.ts';
import { totpCode } from './totp.ts';

const { app, database, clock } = await buildWithClock();
const STEP = 30_000;

describe('staff sign-in', () => {
  it('enrols TOTP on the first sign-in, then signs in with a code; a code is never accepted twice', async () => {
    const member = await newStaff(app, 'gerente', [1]);
    const first = await passwordStep(app, member.email.toUpperCase(), member.senha);
    expect(first.etapa).toBe('cadastro_totp');
    // the pending session opens nothing but the TOTP routes
    expect((await asStaff(app, first.pending)('GET', '/api/gestao/eu')).statusCode).toBe(401);
    const { session, secret, recovery } = await enrolledSession(app, member, clock.now());
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const me = await asStaff(app, session)('GET', '/api/gestao/eu');
    expect(me.json().data).toMatchObject({ id: member.id, papel: 'gerente', lojas: [{ id: 1 }] });

    // the secret is stored sealed, never in clear
    const [stored] = await queryRows<{ totp_secret: string }>(
      database.db,
      sql`select totp_secret from staff_members where id = ${member.id}`,
    );
    expect(stored!.totp_secret).not.toContain(secret);

    const again = await passwordStep(app, member.email, member.senha);
    expect(again.etapa).toBe('totp');
    const call = asStaff(app, again.pending);
    const replay = await call('POST', '/api/gestao/login/totp', { codigo: totpCode(secret, clock.now()) });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('staff_totp_invalid');
    // enrolment is over: no new secret can be asked for
    expect((await call('POST', '/api/gestao/totp/cadastro')).json().code).toBe('staff_totp_step_invalid');
    clock.advance(STEP);
    const ok = await call('POST', '/api/gestao/login/totp', { codigo: totpCode(secret, clock.now()) });
    expect(ok.statusCode, ok.body).toBe(200);
    const signedIn = sessionCookie(ok)!.value;
    expect(signedIn).not.toBe(again.pending);
    expect((await asStaff(app, signedIn)('GET', '/api/gestao/eu')).statusCode).toBe(200);
    // the pre-TOTP cookie is worth nothing once used
    expect((await call('POST', '/api/gestao/login/totp', { codigo: '000000' })).statusCode).toBe(401);
  });

  it('a recovery code signs in once', async () => {
    const member = await newStaff(app, 'operador', [1]);
    const { recovery } = await enrolledSession(app, member, clock.now());
    const first = await passwordStep(app, member.email, member.senha);
    const used = await asStaff(app, first.pending)('POST', '/api/gestao/login/totp', {
      codigoRecuperacao: recovery[3]!.toUpperCase(),
    });
    expect(used.statusCode, used.body).toBe(200);
    const second = await passwordStep(app, member.email, member.senha);
    const reused = await asStaff(app, second.pending)('POST', '/api/gestao/login/totp', {
      codigoRecuperacao: recovery[3],
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('Código de recuperação inválido ou já utilizado.');
  });

  it('the same recovery code or TOTP code sent twice at once signs in once', async () => {
    const member = await newStaff(app, 'operador', [1]);
    const { recovery, secret } = await enrolledSession(app, member, clock.now());
    const pendings = async () =>
      Promise.all([1, 2].map(async () => (await passwordStep(app, member.email, member.senha)).pending));
    const [a, b] = await pendings();
    const byRecovery = await Promise.all(
      [a, b].map((p) =>
        asStaff(app, p!)('POST', '/api/gestao/login/totp', { codigoRecuperacao: recovery[0] }),
      ),
    );
    expect(byRecovery.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    clock.advance(STEP);
    const [c, d] = await pendings();
    const code = totpCode(secret, clock.now());
    const byCode = await Promise.all(
      [c, d].map((p) => asStaff(app, p!)('POST', '/api/gestao/login/totp', { codigo: code })),
    );
    expect(byCode.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('wrong passwords are throttled per e-mail like the customers’ e-mail login', async () => {
    const member = await newStaff(app, 'operador', [2]);
    for (let i = 0; i < 5; i++) {
      const res = await asStaff(app, null)('POST', '/api/gestao/login', {
        email: member.email,
        senha: 'errada',
      });
      expect(res.statusCode).toBe(i < 4 ? 422 : 429);
    }
    const locked = await asStaff(app, null)('POST', '/api/gestao/login', member);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'staff_login_locked',
      message: expect.stringContaining('1 minuto'),
    });
    clock.advance(61_000);
    expect((await asStaff(app, null)('POST', '/api/gestao/login', member)).statusCode).toBe(200);
    // an unknown e-mail gets the wrong-password answer
    const unknown = await asStaff(app, null)('POST', '/api/gestao/login', {
      email: 'ninguem@hanami.test',
      senha: 'x',
    });
    expect(unknown.json()).toMatchObject({
      code: 'staff_login_failed',
      message: 'E-mail ou senha inválidos.',
    });
  });

  it('wrong TOTP codes are throttled per account', async () => {
    const member = await newStaff(app, 'operador', [2]);
    const { secret } = await enrolledSession(app, member, clock.now());
    clock.advance(STEP);
    const { pending } = await passwordStep(app, member.email, member.senha);
    const call = asStaff(app, pending);
    const good = totpCode(secret, clock.now());
    const wrong = good === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await call('POST', '/api/gestao/login/totp', { codigo: wrong })).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    expect((await call('POST', '/api/gestao/login/totp', { codigo: good })).statusCode).toBe(429);
  });

  it('sets an HttpOnly, SameSite=Strict session cookie, Secure when COOKIE_SECURE', async () => {
    const member = await newStaff(app, 'operador', [1]);
    const res = await asStaff(app, null)('POST', '/api/gestao/login', member);
    expect(sessionCookie(res)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(sessionCookie(res)!.secure).toBeFalsy();
    const { app: secureApp } = await buildWithClock({ COOKIE_SECURE: 'true' });
    const other = await newStaff(secureApp, 'operador', [1]);
    const secure = await asStaff(secureApp, null)('POST', '/api/gestao/login', other);
    expect(sessionCookie(secure)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
  });

  it('refuses a write carrying the session cookie without the XSRF header', async () => {
    const member = await newStaff(app, 'gerente', [1]);
    const { pending } = await passwordStep(app, member.email, member.senha);
    const res = await asStaff(app, pending)('POST', '/api/gestao/totp/cadastro', undefined, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_rejected');
  });

  it('signing out ends the session and clears the cookie', async () => {
    const member = await newStaff(app, 'operador', [1]);
    const { session } = await enrolledSession(app, member, clock.now());
    const out = await asStaff(app, session)('POST', '/api/gestao/sair');
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out)!.value).toBe('');
    expect((await asStaff(app, session)('GET', '/api/gestao/eu')).statusCode).toBe(401);
  });

  it('a member changes their own password: the current one is checked, other sessions end', async () => {
    const member = await newStaff(app, 'operador', [1]);
    const first = await enrolledSession(app, member, clock.now());
    clock.advance(STEP);
    const second = await passwordStep(app, member.email, member.senha);
    const other = await asStaff(app, second.pending)('POST', '/api/gestao/login/totp', {
      codigo: totpCode(first.secret, clock.now()),
    });
    const otherSession = sessionCookie(other)!.value;
    const call = asStaff(app, first.session);
    const wrong = await call('PUT', '/api/gestao/eu/senha', {
      senhaAtual: 'nao-e-esta',
      senhaNova: 'uma senha bem longa',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Senha atual incorreta.');
    const short = await call('PUT', '/api/gestao/eu/senha', { senhaAtual: member.senha, senhaNova: 'curta' });
    expect(short.statusCode).toBe(400);
    const ok = await call('PUT', '/api/gestao/eu/senha', {
      senhaAtual: member.senha,
      senhaNova: 'uma senha bem longa',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await asStaff(app, sessionCookie(ok)!.value)('GET', '/api/gestao/eu')).statusCode).toBe(200);
    expect((await asStaff(app, otherSession)('GET', '/api/gestao/eu')).statusCode).toBe(401);
    expect((await asStaff(app, first.session)('GET', '/api/gestao/eu')).statusCode).toBe(401);
    const login = (senha: string) =>
      asStaff(app, null)('POST', '/api/gestao/login', { email: member.email, senha });
    expect((await login(member.senha)).statusCode).toBe(422);
    expect((await login('uma senha bem longa')).statusCode).toBe(200);
  });

  it('keeps passwords, codes and the TOTP secret out of the logs', () => {
    for (const key of [
      'senha',
      'senhaAtual',
      'senhaNova',
      'codigo',
      'codigoRecuperacao',
      'codigosRecuperacao',
      'segredo',
      'totpSecret',
    ])
      expect(isSensitiveKey(key), key).toBe(true);
  });

  it('answers bad input with a 400, never a 5xx', async () => {
    const call = asStaff(app, null);
    for (const payload of [{}, { email: 'x', senha: 'y' }, { email: 'a@b.co', senha: 7 }, { email: ['a'] }]) {
      const res = await call('POST', '/api/gestao/login', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const member = await newStaff(app, 'operador', [1]);
    const { pending } = await passwordStep(app, member.email, member.senha);
    for (const payload of [
      {},
      { codigo: '12' },
      { codigo: '123456', codigoRecuperacao: 'abcd' },
      { codigoRecuperacao: '../' },
    ])
      expect((await asStaff(app, pending)('POST', '/api/gestao/login/totp', payload)).statusCode).toBe(400);
    expect((await asStaff(app, 'x'.repeat(43))('GET', '/api/gestao/eu')).statusCode).toBe(401);
  });
});
