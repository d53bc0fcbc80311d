import { maskCpf, maskPhone } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identifierHasher } from '../../platform/identifiers.ts';
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

/** A known server key, so the test can compute the keyed hashes the database should no longer hold. */
const JWT_SECRET = 'chave-de-teste-da-exclusao-de-conta-0123456789';
const { app, database } = await buildWithClock({ JWT_SECRET });
const db = database.db;
const hasher = identifierHasher(new TextEncoder().encode(JWT_SECRET));

interface OutboxMessage {
  destinatario: string;
  texto: string;
  codigo: string | null;
}

/** Every message the outbox holds for a phone or e-mail. */
async function outboxFor(to: string): Promise<OutboxMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/dev/outbox?para=${encodeURIComponent(to)}&limite=200`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

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
  it('leaves none of the person’s e-mails, phones (past ones too), codes, CPF or name anywhere in the database', async () => {
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
    await notificationsRepository.add(db, customerId, 'Pedido entregue', 'Bom apetite, Zuleica!', new Date());
    const otherPhone = freshPhone();
    const other = await signUp(app, {
      nome: 'Outra Pessoa',
      celular: otherPhone,
      email: 'outra.pessoa@exemplo.com',
    });

    // She moves to a new phone and a new e-mail, proving both with codes, and once more types the old number.
    const newPhone = freshPhone();
    const newEmail = 'zuleica.tavares@exemplo.net';
    const changed = await call(
      'PUT',
      '/api/cliente',
      {
        jwt,
        nome: person.nome,
        celular: maskPhone(newPhone),
        email: newEmail,
        dataNascimento: person.dataNascimento,
        cpf: person.cpf,
      },
      jwt,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const phones = client(app);
    expect((await phones('POST', '/api/auth/codigo', { celular: maskPhone(newPhone) })).statusCode).toBe(200);
    const byNewPhone = await phones('POST', '/api/auth/login-telefone', {
      celular: newPhone,
      codigo: await latestCode(app, newPhone),
    });
    expect(byNewPhone.json().data).toMatchObject({ tipo: 'sessao' });
    expect((await phones('POST', '/api/auth/codigo', { celular: person.celular })).statusCode).toBe(200);
    const byOldPhone = await phones('POST', '/api/auth/login-telefone', {
      celular: person.celular,
      codigo: await latestCode(app, person.celular),
    });
    expect(byOldPhone.json().data).toMatchObject({ tipo: 'cadastro' });
    const emails = client(app);
    expect((await emails('POST', '/api/auth/email/codigo', {}, jwt)).statusCode).toBe(200);
    const confirmed = await emails(
      'POST',
      '/api/auth/email/confirmar',
      { codigo: await latestCode(app, newEmail) },
      jwt,
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await emails('POST', '/api/auth/senha/codigo', { email: newEmail })).statusCode).toBe(200);
    // Wrong passwords typed for both e-mails leave failure counts keyed by them.
    for (const email of [person.email, newEmail]) {
      const wrong = await client(app)('POST', '/api/auth/login-email', { email, senha: 'Errada123' });
      expect(wrong.statusCode).toBe(422);
    }

    const identifiers = [person.celular, newPhone, person.email, newEmail];
    const sent = (await Promise.all(identifiers.map(outboxFor))).flat();
    // Login codes to both phones (the first one before the account existed); confirmation and reset codes to
    // both e-mails.
    expect(identifiers.map((to) => sent.filter((m) => m.destinatario === to).length)).toEqual([2, 1, 2, 2]);
    expect(sent.every((m) => /^\d{6}$/.test(m.codigo ?? ''))).toBe(true);
    const otherSent = await outboxFor(otherPhone);
    expect(otherSent).not.toEqual([]);

    /** What must be gone after deletion, by name; the starred ones are first shown to be there now. */
    const needles: Record<string, string> = {
      '*old phone': person.celular,
      'old phone masked': maskPhone(person.celular),
      '*new phone': newPhone,
      'new phone masked': maskPhone(newPhone),
      '*old e-mail': person.email,
      '*new e-mail': newEmail,
      '*CPF': CPFS[1]!,
      'CPF masked': person.cpf,
      '*name': person.nome,
      'push token': 'push-token-zuleica-123',
      '*saved address': 'Casa da Zuleica',
      '*keyed hash of old phone': hasher.target('phone', person.celular),
      '*keyed hash of new phone': hasher.target('phone', newPhone),
      '*keyed hash of old e-mail': hasher.target('email', person.email),
      '*keyed hash of new e-mail': hasher.target('email', newEmail),
      ...Object.fromEntries(
        sent.map((m) => [`*message with code ${m.codigo} to ${m.destinatario}`, m.texto]),
      ),
    };
    for (const [name, needle] of Object.entries(needles))
      if (name.startsWith('*')) expect(await tablesContaining(needle), name).not.toEqual([]);

    const res = await call('DELETE', '/api/cliente', { jwt }, jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: ACCOUNT_MESSAGES.deleted });

    const left: Record<string, string[]> = {};
    for (const [name, needle] of Object.entries(needles)) {
      const tables = await tablesContaining(needle);
      if (tables.length) left[name] = tables;
    }
    expect(left).toEqual({});
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
    expect(await outboxFor(otherPhone)).toEqual(otherSent);
  });

  it('finds outbox messages stored before recipients were hashed, to a previous phone and e-mail too', async () => {
    const person = { nome: 'Renata Sato', celular: freshPhone(), email: 'renata.sato@exemplo.com' };
    const session = await signUp(app, person);
    const jwt = session.usuario.jwt;
    const bystander = freshPhone();
    const legacy = [
      { canal: 'sms', destinatario: person.celular, texto: 'Mensagem antiga para o celular da Renata' },
      {
        canal: 'email',
        destinatario: 'Renata.Sato@Exemplo.com',
        texto: 'Mensagem antiga para o e-mail da Renata',
      },
      { canal: 'sms', destinatario: bystander, texto: 'Mensagem antiga para outra pessoa' },
    ];
    for (const m of legacy)
      await db.execute(
        sql`insert into outbox_messages (canal, destinatario, texto) values (${m.canal}, ${m.destinatario}, ${m.texto})`,
      );
    const moved = await client(app)(
      'PUT',
      '/api/cliente',
      { jwt, nome: person.nome, celular: maskPhone(freshPhone()), email: 'renata@exemplo.org' },
      jwt,
    );
    expect(moved.statusCode, moved.body).toBe(200);

    expect((await client(app)('DELETE', '/api/cliente', {}, jwt)).statusCode).toBe(200);
    const remaining = await queryRows<{ texto: string; destinatario_hash: string | null }>(
      db,
      sql`select texto, destinatario_hash from outbox_messages where texto like 'Mensagem antiga%'`,
    );
    expect(remaining).toEqual([
      { texto: 'Mensagem antiga para outra pessoa', destinatario_hash: hasher.target('phone', bystander) },
    ]);
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
    expect(login.json()).toEqual({
      status: 'error',
      code: 'login_failed',
      message: 'E-mail ou senha inválidos.',
    });
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
