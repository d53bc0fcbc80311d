import { isValidCpf, maskCpf, maskPhone } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildWithClock, CPFS, client, freshPhone, latestCode, queryRows, signUp } from '../auth/testing.ts';
import { AUTH_MESSAGES } from '../auth/texts.ts';
import { ACCOUNT_MESSAGES } from './texts.ts';

const { app, database } = await buildWithClock();

const person = (over: Record<string, string> = {}) => ({
  nome: 'João da Silva',
  celular: freshPhone(),
  email: `joao.${Math.random().toString(36).slice(2, 8)}@exemplo.com`,
  dataNascimento: '02/01/1985',
  senha: 'Temaki123',
  ...over,
});

/** The edit form as the screen would send it back unchanged. */
const formOf = (usuario: Record<string, unknown>) => ({
  jwt: usuario.jwt,
  nome: usuario.nome,
  celular: usuario.celular,
  email: usuario.email,
  dataNascimento: usuario.dataNascimento ?? '',
  cpf: usuario.cpf ?? '',
});

describe('GET and PUT cliente', () => {
  it('refuses a save with nothing changed with the spec message', async () => {
    const { usuario } = await signUp(app, person());
    const res = await client(app)('PUT', '/api/cliente', formOf(usuario), usuario.jwt);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'nothing_changed',
      message: 'Nenhum dado foi alterado.',
    });
    const spaces = await client(app)(
      'PUT',
      '/api/cliente',
      { ...formOf(usuario), nome: ` ${usuario.nome} `, email: String(usuario.email).toUpperCase() },
      usuario.jwt,
    );
    expect(spaces.statusCode).toBe(422);
  });

  it('saves a changed profile, answering the updated user with the same jwt', async () => {
    const data = person();
    const { usuario } = await signUp(app, data);
    const celular = freshPhone();
    const res = await client(app)(
      'PUT',
      '/api/cliente',
      {
        ...formOf(usuario),
        nome: 'João  Pedro da Silva 3!',
        celular: maskPhone(celular),
        dataNascimento: '',
      },
      usuario.jwt,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: ACCOUNT_MESSAGES.updated,
      data: {
        jwt: usuario.jwt,
        nome: 'João Pedro da Silva',
        nomeCurto: 'João',
        celular: maskPhone(celular),
        dataNascimento: null,
      },
    });
    const me = await client(app)('GET', '/api/cliente', undefined, usuario.jwt);
    expect(me.json().data.celular).toBe(maskPhone(celular));
  });

  it('asks for the e-mail to be confirmed again after it changes', async () => {
    const data = person();
    const { usuario } = await signUp(app, data);
    const call = client(app);
    await call('POST', '/api/auth/email/codigo', {}, usuario.jwt);
    await call(
      'POST',
      '/api/auth/email/confirmar',
      { codigo: await latestCode(app, data.email) },
      usuario.jwt,
    );
    const res = await call(
      'PUT',
      '/api/cliente',
      { ...formOf(usuario), email: 'novo.joao@exemplo.com' },
      usuario.jwt,
    );
    expect(res.json().data).toMatchObject({ email: 'novo.joao@exemplo.com', emailVerificado: false });
  });

  it('lets the CPF be set once and keeps it read-only afterwards', async () => {
    const { usuario } = await signUp(app, person());
    const call = client(app);
    expect(CPFS.every(isValidCpf)).toBe(true);
    const set = await call(
      'PUT',
      '/api/cliente',
      { ...formOf(usuario), cpf: maskCpf(CPFS[2]!) },
      usuario.jwt,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().data.cpf).toBe(maskCpf(CPFS[2]!));
    const change = await call(
      'PUT',
      '/api/cliente',
      { ...formOf(set.json().data), nome: 'Outro Nome', cpf: CPFS[3] },
      usuario.jwt,
    );
    expect(change.statusCode).toBe(422);
    expect(change.json().message).toBe(ACCOUNT_MESSAGES.cpfReadOnly);
    const blank = await call(
      'PUT',
      '/api/cliente',
      { ...formOf(set.json().data), nome: 'Outro Nome', cpf: '' },
      usuario.jwt,
    );
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data.cpf).toBe(maskCpf(CPFS[2]!));
  });

  it('adds the CPF for the invoice (adicionar-cpf) only while there is none', async () => {
    const { usuario } = await signUp(app, person());
    const call = client(app);
    const bad = await call('PUT', '/api/cliente/cpf', { cpf: '123.456.789-00' }, usuario.jwt);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('CPF inválido!');
    const added = await call('PUT', '/api/cliente/cpf', { cpf: CPFS[4] }, usuario.jwt);
    expect(added.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.cpfAdded,
      data: { cpf: maskCpf(CPFS[4]!) },
    });
    expect((await call('PUT', '/api/cliente/cpf', { cpf: maskCpf(CPFS[4]!) }, usuario.jwt)).statusCode).toBe(
      200,
    );
    const other = await call('PUT', '/api/cliente/cpf', { cpf: CPFS[5] }, usuario.jwt);
    expect(other.statusCode).toBe(422);
  });

  it("refuses another account's e-mail, phone or CPF with one 409 that names none of them", async () => {
    const first = person({ cpf: CPFS[0]! });
    await signUp(app, first);
    const { usuario } = await signUp(app, person());
    const call = client(app);
    const answers = [];
    for (const change of [{ email: first.email }, { celular: first.celular }, { cpf: CPFS[0] }]) {
      const res = await call('PUT', '/api/cliente', { ...formOf(usuario), ...change }, usuario.jwt);
      expect(res.statusCode).toBe(409);
      answers.push(res.json());
    }
    const cpfOnly = await call('PUT', '/api/cliente/cpf', { cpf: CPFS[0] }, usuario.jwt);
    expect(cpfOnly.statusCode).toBe(409);
    answers.push(cpfOnly.json());
    for (const answer of answers)
      expect(answer).toEqual({
        status: 'error',
        code: 'identifiers_taken',
        message: ACCOUNT_MESSAGES.identifiersTaken,
      });
  });

  it('limits account changes per account, whatever the client address, so they cannot be used to probe', async () => {
    const { usuario } = await signUp(app, person());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client(app)('PUT', '/api/cliente/cpf', { cpf: CPFS[0] }, usuario.jwt)).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it.each([
    [{ nome: '' }, 'O campo nome é obrigatório!'],
    [{ celular: '(61) 3333-4444' }, 'Número de celular inválido!'],
    [{ celular: '' }, 'O campo celular é obrigatório!'],
    [{ email: 'joao@' }, 'E-mail inválido!'],
    [{ dataNascimento: '01/01/2015' }, 'Data de nascimento inválida!'],
    [{ dataNascimento: '1985-01-02' }, 'Data de nascimento inválida!'],
    [{ cpf: '000.000.000-00' }, 'CPF inválido!'],
    [{ nome: ['x'] }, 'O campo nome é inválido.'],
  ])('answers %j with 400 and the field message', async (change, message) => {
    const { usuario } = await signUp(app, person());
    const res = await client(app)('PUT', '/api/cliente', { ...formOf(usuario), ...change }, usuario.jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a valid bearer token; the jwt field in the body is not identity', async () => {
    const victim = await signUp(app, person());
    const call = client(app);
    expect((await call('GET', '/api/cliente')).statusCode).toBe(401);
    const withBodyJwt = await call('PUT', '/api/cliente', { ...formOf(victim.usuario), nome: 'Invasor' });
    expect(withBodyJwt.statusCode).toBe(401);
    expect(withBodyJwt.json()).toMatchObject({ responseCode: 401 });
  });
});

describe('only the caller’s own data', () => {
  it('a customer can neither read nor change another customer, whatever the payload says', async () => {
    const alice = await signUp(app, person({ nome: 'Alice Prado' }));
    const bob = await signUp(app, person({ nome: 'Bruno Lima' }));
    const call = client(app);
    const read = await call('GET', '/api/cliente', undefined, bob.usuario.jwt);
    expect(read.json().data.nome).toBe('Bruno Lima');
    const write = await call(
      'PUT',
      '/api/cliente',
      {
        ...formOf(bob.usuario),
        jwt: alice.usuario.jwt,
        id_externo: alice.usuario.id_externo,
        nome: 'Bruno Alterado',
      },
      bob.usuario.jwt,
    );
    expect(write.json().data.id_externo).toBe(bob.usuario.id_externo);
    const aliceNow = await call('GET', '/api/cliente', undefined, alice.usuario.jwt);
    expect(aliceNow.json().data.nome).toBe('Alice Prado');
    await call('POST', '/api/inativar_conta', { jwt: alice.usuario.jwt }, bob.usuario.jwt);
    expect((await call('GET', '/api/cliente', undefined, alice.usuario.jwt)).statusCode).toBe(200);
    expect((await call('GET', '/api/cliente', undefined, bob.usuario.jwt)).statusCode).toBe(401);
  });
});

describe('deactivation (inativar_conta)', () => {
  it('ends every session, unlinks its devices, blocks e-mail login, and a phone-code login reactivates the account', async () => {
    const data = person();
    const session = await signUp(app, data);
    const call = client(app);
    const device = { token: `push-token-${data.celular}`, plataforma: 'android' };
    expect((await call('POST', '/api/dispositivo', device, session.usuario.jwt)).statusCode).toBe(200);
    const devicesOfToken = () =>
      queryRows(database.db, sql`select id from devices where token = ${device.token}`);
    expect(await devicesOfToken()).toHaveLength(1);
    const res = await call('POST', '/api/inativar_conta', { jwt: session.usuario.jwt }, session.usuario.jwt);
    expect(res.json()).toEqual({ status: 'success', message: ACCOUNT_MESSAGES.deactivated });
    // no notice reaches a device the account is no longer logged in on
    expect(await devicesOfToken()).toHaveLength(0);

    const old = await call('GET', '/api/cliente', undefined, session.usuario.jwt);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ status: 'error', responseCode: 401 });
    expect(
      (await call('POST', '/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);

    const blocked = await call('POST', '/api/auth/login-email', { email: data.email, senha: data.senha });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.deactivated);
    const wrong = await call('POST', '/api/auth/login-email', { email: data.email, senha: 'Errada123' });
    expect(wrong.json().message).toBe(AUTH_MESSAGES.badCredentials);

    await call('POST', '/api/auth/codigo', { celular: data.celular });
    const back = await call('POST', '/api/auth/login-telefone', {
      celular: data.celular,
      codigo: await latestCode(app, data.celular),
    });
    expect(back.json().data).toMatchObject({ tipo: 'sessao', usuario: { email: data.email } });
    expect(
      (await call('POST', '/api/auth/login-email', { email: data.email, senha: data.senha })).statusCode,
    ).toBe(200);
  });
});
