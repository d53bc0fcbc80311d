import { maskCpf, maskPhone } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildWithClock,
  CPFS,
  client,
  freshPhone,
  latestCode,
  queryRows,
  rowsContaining,
  signUp,
} from '../auth/testing.ts';
import { notificationsRepository } from '../notifications/repository.ts';
import { ACCOUNT_MESSAGES } from './texts.ts';

const { app, database } = await buildWithClock();
const db = database.db;

/** Every table of every non-system schema in the database, migrations bookkeeping included. */
const allTables = () =>
  queryRows<{ table_schema: string; table_name: string }>(
    db,
    sql`select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );

async function tablesContaining(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const t of await allTables())
    if ((await rowsContaining(db, t.table_schema, t.table_name, needle)) > 0)
      found.push(`${t.table_schema}.${t.table_name}`);
  return found;
}

describe('account deletion (DELETE cliente)', () => {
  it('leaves none of the person’s e-mail, phone, CPF or name anywhere in the database', async () => {
    const person = {
      nome: 'Zuleica Tavares Quintino',
      celular: freshPhone(),
      email: 'zuleica.quintino@exemplo.com',
      dataNascimento: '09/11/1979',
      cpf: maskCpf(CPFS[1]!),
      senha: 'Uramaki77',
    };
    const session = await signUp(app, person, { notificacoesMarketingSms: true });
    const call = client(app);
    const jwt = session.usuario.jwt;
    await call('POST', '/api/auth/email/codigo', {}, jwt);
    await call('POST', '/api/auth/email/confirmar', { codigo: await latestCode(app, person.email) }, jwt);
    await call('POST', '/api/auth/senha/codigo', { email: person.email });
    await call(
      'PUT',
      '/api/configurar_notificacoes',
      { tipo: 'notificacoes_marketing_push', status: 1 },
      jwt,
    );
    await call('POST', '/api/dispositivo', { token: 'push-token-zuleica-123', plataforma: 'android' }, jwt);
    const address = {
      apelido: 'Casa da Zuleica',
      logradouro: 'SQN 208 Bloco A',
      numero: '305',
      bairro: 'Asa Norte',
      cidade: 'Brasília',
      estado: 'DF',
      lat: -15.766,
      lng: -47.8812,
    };
    expect((await call('PUT', '/api/endereco_pedido', address, jwt)).statusCode).toBe(200);
    const table = { lojaId: 1, data: '2025-06-03', horario: '20:00', pessoas: 2 };
    const reservation = { ...table, nome: person.nome, celular: person.celular };
    expect((await call('POST', '/api/reservas', reservation, jwt)).statusCode).toBe(201);
    const customerId = Number(
      (await queryRows<{ id: number }>(db, sql`select id from customers where email = ${person.email}`))[0]
        ?.id,
    );
    await notificationsRepository(db).add(customerId, 'Pedido entregue', 'Bom apetite, Zuleica!', new Date());
    const other = await signUp(app, {
      nome: 'Outra Pessoa',
      celular: freshPhone(),
      email: 'outra.pessoa@exemplo.com',
    });

    const digits = person.celular;
    const needles = [
      person.email,
      digits,
      maskPhone(digits),
      CPFS[1]!,
      person.cpf,
      person.nome,
      'push-token-zuleica-123',
      'Casa da Zuleica',
    ];
    for (const needle of [person.email, digits, CPFS[1]!, person.nome, 'Casa da Zuleica'])
      expect(await tablesContaining(needle)).not.toEqual([]);

    const res = await call('DELETE', '/api/cliente', { jwt }, jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: ACCOUNT_MESSAGES.deleted });

    for (const needle of needles) expect(await tablesContaining(needle), needle).toEqual([]);
    expect(await tablesContaining('Zuleica')).toEqual([]);
    expect(await tablesContaining('1979-11-09')).toEqual([]);

    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from customers where id = ${customerId}`,
    );
    expect(row).toMatchObject({ status: 'deleted', nome: null, senha_hash: null, marketing_push: false });
    expect(row?.id_externo).not.toBe(session.usuario.id_externo);

    const untouched = await call('GET', '/api/cliente', undefined, other.usuario.jwt);
    expect(untouched.json().data.email).toBe('outra.pessoa@exemplo.com');
  });

  it('ends every session at once: old access and refresh tokens get 401', async () => {
    const person = {
      nome: 'Ana Beatriz',
      celular: freshPhone(),
      email: 'ana.beatriz@exemplo.com',
      senha: 'Sashimi1',
    };
    const phone = await signUp(app, person);
    const call = client(app);
    const email = (
      await call('POST', '/api/auth/login-email', { email: person.email, senha: person.senha })
    ).json().data;
    expect((await call('DELETE', '/api/cliente', {}, phone.usuario.jwt)).statusCode).toBe(200);
    for (const jwt of [phone.usuario.jwt, email.usuario.jwt]) {
      const res = await call('GET', '/api/cliente', undefined, jwt);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ responseCode: 401 });
    }
    for (const refresh of [phone.refresh_token, email.refresh_token])
      expect((await call('POST', '/api/auth/refresh', { refresh_token: refresh })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/cliente', {}, phone.usuario.jwt)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login-email', { email: person.email, senha: person.senha });
    expect(login.json()).toEqual({ status: 'error', message: 'E-mail ou senha inválidos.' });
  });

  it('frees the phone, e-mail and CPF: the person can sign up again as someone new', async () => {
    const person = {
      nome: 'Caio Mendes',
      celular: freshPhone(),
      email: 'caio.mendes@exemplo.com',
      cpf: CPFS[3]!,
    };
    const first = await signUp(app, person);
    await client(app)('DELETE', '/api/cliente', {}, first.usuario.jwt);
    const again = await signUp(app, person);
    expect(again.usuario.id_externo).not.toBe(first.usuario.id_externo);
    expect(again.usuario.cpf).toBe(maskCpf(CPFS[3]!));
  });
});
