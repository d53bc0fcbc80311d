import { maskPhone } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { buildWithClock, CPFS, client, freshPhone, latestCode, signUp } from './testing.ts';
import { AUTH_MESSAGES } from './texts.ts';

const { app, clock } = await buildWithClock();

const person = (over: Record<string, string> = {}) => ({
  nome: 'Maria Clara Souza',
  celular: freshPhone(),
  email: `maria.${Math.random().toString(36).slice(2, 8)}@exemplo.com`,
  dataNascimento: '17/05/1990',
  senha: 'Sushi2025',
  ...over,
});

describe('sign-up by phone code', () => {
  it('sends a code, exchanges it for a ticket and creates the account with consents off by default', async () => {
    const call = client(app);
    const data = person();
    const sent = await call('POST', '/api/auth/codigo', { celular: maskPhone(data.celular) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'success',
      message: AUTH_MESSAGES.codeSentSms,
      data: { expira_em: 600, reenviar_em: 60 },
    });
    const outbox = await app.inject({ method: 'GET', url: `/dev/outbox?para=${data.celular}` });
    const [sms] = outbox.json().data;
    expect(sms.texto).toMatch(/^Seu código Hanami Sushi é \d{6}\. Ele expira em 10 minutos\.$/);

    const login = await call('POST', '/api/auth/login-telefone', {
      celular: data.celular,
      codigo: sms.codigo,
    });
    expect(login.statusCode).toBe(200);
    const ticket = login.json().data;
    expect(ticket).toMatchObject({ tipo: 'cadastro', celular: maskPhone(data.celular), expira_em: 1800 });

    const created = await call('POST', '/api/auth/cadastro', {
      ticket: ticket.ticket,
      ...data,
      cpf: '526.018.159-06',
      notificacoesMarketingEmail: true,
    });
    expect(created.statusCode).toBe(201);
    const session = created.json().data;
    expect(session.usuario).toMatchObject({
      nome: 'Maria Clara Souza',
      nomeCurto: 'Maria',
      celular: maskPhone(data.celular),
      email: data.email,
      emailVerificado: false,
      dataNascimento: '17/05/1990',
      cpf: '526.018.159-06',
      cartoes: [],
      shinguru: false,
      mostrar_shinguru: false,
      notificacoesMarketingEmail: true,
      notificacoesMarketingPush: false,
      notificacoesMarketingSms: false,
    });
    expect(session.usuario.id_externo).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.refresh_token).toMatch(/^[\w-]{43}$/);

    const me = await call('GET', '/api/cliente', undefined, session.usuario.jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(data.email);
  });

  it('uses a sign-up ticket only once and only for its own number', async () => {
    const call = client(app);
    const data = person();
    await call('POST', '/api/auth/codigo', { celular: data.celular });
    const code = await latestCode(app, data.celular);
    const { ticket } = (
      await call('POST', '/api/auth/login-telefone', { celular: data.celular, codigo: code })
    ).json().data;
    const other = await call('POST', '/api/auth/cadastro', { ticket, ...data, celular: freshPhone() });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(AUTH_MESSAGES.signupExpired);
    expect((await call('POST', '/api/auth/cadastro', { ticket, ...data })).statusCode).toBe(201);
    const again = await call('POST', '/api/auth/cadastro', { ticket, ...data, email: 'outra@exemplo.com' });
    expect(again.statusCode).toBe(422);
  });

  it('expires the sign-up ticket after 30 minutes', async () => {
    const call = client(app);
    const data = person();
    await call('POST', '/api/auth/codigo', { celular: data.celular });
    const code = await latestCode(app, data.celular);
    const { ticket } = (
      await call('POST', '/api/auth/login-telefone', { celular: data.celular, codigo: code })
    ).json().data;
    clock.advance(30 * 60_000 + 1);
    const late = await call('POST', '/api/auth/cadastro', { ticket, ...data });
    expect(late.statusCode).toBe(422);
  });

  it('refuses an e-mail or CPF another account has with one answer that names neither, and spends the ticket', async () => {
    const first = person({ cpf: '08301661305' });
    await signUp(app, first);
    const call = client(app);
    const data = person();
    const ticketFor = async () => {
      await call('POST', '/api/auth/codigo', { celular: data.celular });
      const code = await latestCode(app, data.celular);
      return (await call('POST', '/api/auth/login-telefone', { celular: data.celular, codigo: code })).json()
        .data.ticket as string;
    };
    const ticket = await ticketFor();
    const sameEmail = await call('POST', '/api/auth/cadastro', {
      ticket,
      ...data,
      email: first.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(AUTH_MESSAGES.signupTaken);
    // The refused ticket is spent: probing the CPF next needs a new code.
    const sameTicket = await call('POST', '/api/auth/cadastro', { ticket, ...data, cpf: '083.016.613-05' });
    expect(sameTicket.statusCode).toBe(422);
    expect(sameTicket.json().message).toBe(AUTH_MESSAGES.signupExpired);
    const sameCpf = await call('POST', '/api/auth/cadastro', {
      ticket: await ticketFor(),
      ...data,
      cpf: '083.016.613-05',
    });
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json()).toEqual(sameEmail.json());
    expect(sameCpf.json().message).not.toMatch(/CPF já|e-mail já|celular já/);
    expect(
      (await call('POST', '/api/auth/cadastro', { ticket: await ticketFor(), ...data })).statusCode,
    ).toBe(201);
  });

  it('spends a ticket on any refusal: CPF probes after the first with one ticket learn nothing', async () => {
    const owners = [person({ cpf: CPFS[2]! }), person({ cpf: CPFS[3]! })];
    for (const owner of owners) await signUp(app, owner);
    const call = client(app);
    const data = person();
    await call('POST', '/api/auth/codigo', { celular: data.celular });
    const code = await latestCode(app, data.celular);
    const { ticket } = (
      await call('POST', '/api/auth/login-telefone', { celular: data.celular, codigo: code })
    ).json().data;
    const statuses: number[] = [];
    for (const cpf of [CPFS[2], CPFS[4], CPFS[5], CPFS[3]])
      statuses.push((await call('POST', '/api/auth/cadastro', { ticket, ...data, cpf })).statusCode);
    expect(statuses[0]).toBe(409);
    expect(new Set(statuses.slice(1))).toEqual(new Set([422]));
  });

  it('answers a sign-up that loses a race for the same e-mail with the same 409, never a 500', async () => {
    const email = `corrida-${Date.now()}@exemplo.com`;
    const people = [person({ email }), person({ email })];
    const tickets = await Promise.all(
      people.map(async (p) => {
        const call = client(app);
        await call('POST', '/api/auth/codigo', { celular: p.celular });
        const code = await latestCode(app, p.celular);
        const res = await call('POST', '/api/auth/login-telefone', { celular: p.celular, codigo: code });
        return { call, ticket: res.json().data.ticket as string, p };
      }),
    );
    const results = await Promise.all(
      tickets.map(({ call, ticket, p }) => call('POST', '/api/auth/cadastro', { ticket, ...p })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('logs a known number straight in', async () => {
    const data = person();
    await signUp(app, data);
    const call = client(app);
    await call('POST', '/api/auth/codigo', { celular: data.celular });
    const code = await latestCode(app, data.celular);
    const login = await call('POST', '/api/auth/login-telefone', { celular: data.celular, codigo: code });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      message: AUTH_MESSAGES.loggedIn,
      data: { tipo: 'sessao', usuario: { email: data.email }, expira_em: 3600 },
    });
  });
});

describe('e-mail login', () => {
  it('logs in with e-mail (any case) and password', async () => {
    const data = person();
    await signUp(app, data);
    const res = await client(app)('POST', '/api/auth/login-email', {
      email: ` ${data.email.toUpperCase()} `,
      senha: data.senha,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.usuario.email).toBe(data.email);
  });

  it('gives the same answer for a wrong password, an unknown e-mail and an account without password', async () => {
    const withPassword = person();
    await signUp(app, withPassword);
    const { senha: _none, ...rest } = person();
    await signUp(app, rest);
    const call = client(app);
    const answers = await Promise.all([
      call('POST', '/api/auth/login-email', { email: withPassword.email, senha: 'Errada123' }),
      call('POST', '/api/auth/login-email', { email: 'ninguem@exemplo.com', senha: 'Errada123' }),
      call('POST', '/api/auth/login-email', { email: rest.email, senha: 'Errada123' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'login_failed',
        message: 'E-mail ou senha inválidos.',
      });
    }
  });

  it('limits attempts per client per minute with a pt-BR 429', async () => {
    const call = client(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        // A different e-mail each time: the per-e-mail back-off must not be what answers here.
        (await call('POST', '/api/auth/login-email', { email: `x${i}@exemplo.com`, senha: 'Errada1' }))
          .statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    const last = await call('POST', '/api/auth/login-email', { email: 'x11@exemplo.com', senha: 'Errada1' });
    expect(last.json()).toEqual({
      status: 'error',
      code: 'rate_limited',
      message: 'Muitas tentativas em pouco tempo. Aguarde um instante e tente novamente.',
    });
  });
});

describe('e-mail confirmation', () => {
  it('confirms the e-mail with the code sent to it', async () => {
    const data = person();
    const { usuario } = await signUp(app, data);
    const call = client(app);
    const sent = await call('POST', '/api/auth/email/codigo', {}, usuario.jwt);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.destino).toBe(`m****@${data.email.split('@')[1]}`);
    const mail = (await app.inject({ method: 'GET', url: `/dev/outbox?para=${data.email}` })).json().data[0];
    expect(mail.assunto).toBe('Confirme seu e-mail no Hanami Sushi');
    expect(mail.texto).toContain(`Seu código Hanami Sushi é ${mail.codigo}. Ele expira em 10 minutos.`);
    const confirmed = await call('POST', '/api/auth/email/confirmar', { codigo: mail.codigo }, usuario.jwt);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: AUTH_MESSAGES.emailVerified,
      data: { emailVerificado: true },
    });
    const again = await call('POST', '/api/auth/email/codigo', {}, usuario.jwt);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(AUTH_MESSAGES.emailAlreadyVerified);
  });

  it('needs a logged-in customer', async () => {
    const res = await client(app)('POST', '/api/auth/email/codigo', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().responseCode).toBe(401);
  });
});

describe('password reset in four steps', () => {
  it('identifies, checks the code, sets the new password and ends every session', async () => {
    const data = person();
    const session = await signUp(app, data);
    const call = client(app);
    const one = await call('POST', '/api/auth/senha/codigo', { email: data.email });
    expect(one.statusCode).toBe(200);
    const mail = (await app.inject({ method: 'GET', url: `/dev/outbox?para=${data.email}` })).json().data[0];
    expect(mail.assunto).toBe('Código para criar uma nova senha no Hanami Sushi');
    const two = await call('POST', '/api/auth/senha/validar', { email: data.email, codigo: mail.codigo });
    expect(two.statusCode).toBe(200);
    const { ticket } = two.json().data;
    const weak = await call('POST', '/api/auth/senha/redefinir', {
      email: data.email,
      ticket,
      senha: 'fraca',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('A senha não atende aos requisitos mínimos!');
    const three = await call('POST', '/api/auth/senha/redefinir', {
      email: data.email,
      ticket,
      senha: 'NovaSenha9',
    });
    expect(three.statusCode).toBe(200);
    expect(three.json()).toEqual({ status: 'success', message: AUTH_MESSAGES.passwordChanged });

    expect((await call('GET', '/api/cliente', undefined, session.usuario.jwt)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
    const old = await call('POST', '/api/auth/login-email', { email: data.email, senha: data.senha });
    expect(old.statusCode).toBe(422);
    const fresh = await call('POST', '/api/auth/login-email', { email: data.email, senha: 'NovaSenha9' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.usuario.emailVerificado).toBe(true);
    const reused = await call('POST', '/api/auth/senha/redefinir', {
      email: data.email,
      ticket,
      senha: 'Outra1234',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(AUTH_MESSAGES.resetExpired);
  });

  it('answers the same for an unknown e-mail, at every step', async () => {
    const data = person();
    await signUp(app, data);
    const unknown = 'desconhecido@exemplo.com';
    const known = client(app);
    const stranger = client(app);
    const a = await known('POST', '/api/auth/senha/codigo', { email: data.email });
    const b = await stranger('POST', '/api/auth/senha/codigo', { email: unknown });
    expect(a.statusCode).toBe(b.statusCode);
    expect({ ...a.json(), data: { ...a.json().data, destino: '' } }).toEqual({
      ...b.json(),
      data: { ...b.json().data, destino: '' },
    });
    const outbox = (await app.inject({ method: 'GET', url: `/dev/outbox?para=${unknown}` })).json().data;
    expect(outbox).toEqual([]);
    const wrong = (await latestCode(app, data.email)) === '000000' ? '111111' : '000000';
    const knownTries: unknown[] = [];
    const strangerTries: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const x = await known('POST', '/api/auth/senha/validar', { email: data.email, codigo: wrong });
      const y = await stranger('POST', '/api/auth/senha/validar', { email: unknown, codigo: wrong });
      knownTries.push([x.statusCode, x.json()]);
      strangerTries.push([y.statusCode, y.json()]);
    }
    expect(knownTries).toEqual(strangerTries);
    expect(knownTries[5]).toEqual([
      429,
      { status: 'error', code: 'verification_code_exhausted', message: AUTH_MESSAGES.exhaustedCode },
    ]);
  });
});

describe('enumeration safety of the SMS code', () => {
  it('answers a number with an account exactly like one without', async () => {
    const data = person();
    await signUp(app, data);
    const stranger = freshPhone();
    const a = await client(app)('POST', '/api/auth/codigo', { celular: data.celular });
    const b = await client(app)('POST', '/api/auth/codigo', { celular: stranger });
    expect(a.statusCode).toBe(b.statusCode);
    const expected = (digits: string) => ({
      status: 'success',
      message: AUTH_MESSAGES.codeSentSms,
      data: {
        destino: `${maskPhone(digits).slice(0, 6)}****-${digits.slice(-4)}`,
        expira_em: 600,
        reenviar_em: 60,
      },
    });
    expect(a.json()).toEqual(expected(data.celular));
    expect(b.json()).toEqual(expected(stranger));
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and treats reuse of an old one as theft', async () => {
    const { refresh_token: first } = await signUp(app, person());
    const call = client(app);
    const r1 = await call('POST', '/api/auth/refresh', { refresh_token: first });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().data.refresh_token;
    expect(second).not.toBe(first);
    expect((await call('GET', '/api/cliente', undefined, r1.json().data.usuario.jwt)).statusCode).toBe(200);

    const replay = await call('POST', '/api/auth/refresh', { refresh_token: first });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ status: 'error', responseCode: 401 });
    expect((await call('POST', '/api/auth/refresh', { refresh_token: second })).statusCode).toBe(401);
  });

  it('expires refresh tokens after 30 days', async () => {
    const { refresh_token } = await signUp(app, person());
    clock.advance(30 * 24 * 3_600_000 + 1);
    expect((await client(app)('POST', '/api/auth/refresh', { refresh_token })).statusCode).toBe(401);
  });

  it('logout revokes this session only; todas=true ends them all', async () => {
    const data = person();
    const phone = await signUp(app, data);
    const call = client(app);
    const email = (
      await call('POST', '/api/auth/login-email', { email: data.email, senha: data.senha })
    ).json().data;

    const out = await call('POST', '/api/auth/logout', { refresh_token: phone.refresh_token });
    expect(out.json()).toEqual({ status: 'success', message: AUTH_MESSAGES.loggedOut });
    expect((await call('POST', '/api/auth/refresh', { refresh_token: phone.refresh_token })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/cliente', undefined, email.usuario.jwt)).statusCode).toBe(200);

    expect((await call('POST', '/api/auth/logout', { todas: true })).statusCode).toBe(401);
    const all = await call('POST', '/api/auth/logout', { todas: true }, email.usuario.jwt);
    expect(all.json()).toEqual({ status: 'success', message: AUTH_MESSAGES.loggedOutEverywhere });
    expect((await call('GET', '/api/cliente', undefined, email.usuario.jwt)).statusCode).toBe(401);
    expect((await call('GET', '/api/cliente', undefined, phone.usuario.jwt)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/refresh', { refresh_token: email.refresh_token })).statusCode).toBe(
      401,
    );
  });
});

describe('bad input', () => {
  it.each([
    ['/api/auth/codigo', {}, 'O campo celular é obrigatório!'],
    ['/api/auth/codigo', { celular: '(61) 3333-4444' }, 'Número de celular inválido!'],
    ['/api/auth/codigo', { celular: 12345 }, 'O campo celular é inválido.'],
    [
      '/api/auth/login-telefone',
      { celular: '61999998888', codigo: '12ab56' },
      'O código deve ter 6 dígitos.',
    ],
    ['/api/auth/login-email', { email: 'nao-e-email', senha: 'x' }, 'E-mail inválido!'],
    ['/api/auth/login-email', { email: 'a@b.com', senha: '' }, 'O campo senha é obrigatório!'],
    ['/api/auth/senha/codigo', { email: 'x'.repeat(5000) }, 'O campo email é longo demais.'],
    ['/api/auth/refresh', { refresh_token: 'curto' }, 'O campo refresh_token é curto demais.'],
    [
      '/api/auth/cadastro',
      { ticket: 'x'.repeat(43), nome: '123', celular: '61999998888', email: 'a@b.com' },
      'O campo nome é obrigatório!',
    ],
    [
      '/api/auth/cadastro',
      {
        ticket: 'x'.repeat(43),
        nome: 'Ana',
        celular: '61999998888',
        email: 'a@b.com',
        dataNascimento: '31/02/2000',
      },
      'Data de nascimento inválida!',
    ],
    [
      '/api/auth/cadastro',
      {
        ticket: 'x'.repeat(43),
        nome: 'Ana',
        celular: '61999998888',
        email: 'a@b.com',
        cpf: '111.111.111-11',
      },
      'CPF inválido!',
    ],
  ])('%s → 400 %s (case %#)', async (url, payload, message) => {
    const res = await client(app)('POST', url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });

  it.each([
    ['not JSON', '{"celular":', 'application/json'],
    ['an array', '[1,2]', 'application/json'],
    ['a string', '"61999998888"', 'application/json'],
    ['null', 'null', 'application/json'],
    ['form data', 'celular=61999998888', 'application/x-www-form-urlencoded'],
  ])('answers %s with a 4xx in pt-BR, never a 5xx', async (_label, payload, type) => {
    for (const url of [
      '/api/auth/codigo',
      '/api/auth/login-telefone',
      '/api/auth/cadastro',
      '/api/auth/refresh',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': type },
        remoteAddress: '10.200.0.1',
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().message).toMatch(/[a-zà-ú]/);
    }
  });
});
