import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { maskCpf, maskPhone } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CPFS, client, freshPhone, queryRows, signUp } from '../auth/testing.ts';
import {
  NEAR_STORE_1,
  NIGUIRI,
  orderBody,
  orderingApp,
  orderingCustomer,
  placer,
  quotedTotal,
  saveCard,
} from '../orders/testing.ts';
import { DATA_EXPORTS_PER_HOUR } from './data-export.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const { app, database, db } = await orderingApp({ LOG_LEVEL: 'info' }, { logStream });
const call = client(app);
const place = placer(app);

const exportOf = (jwt?: string) => call('GET', '/api/cliente/exportacao', undefined, jwt);

/**
 * A customer who has used every part of the app: signed up with CPF and an SMS consent, saved an address and a card,
 * ordered with it (the order's notification), registered a browser for pushes, booked a table, donated and joined
 * the Shinguru programme with some points.
 */
async function customerWithData(nome: string, street: string, cardNumber: string, cpf: string) {
  const celular = freshPhone();
  const email = `cliente.${celular}@exemplo.com`;
  const person = {
    nome,
    celular,
    email,
    dataNascimento: '02/01/1985',
    cpf: maskCpf(cpf),
    senha: 'Temaki123',
  };
  const { usuario } = await signUp(app, person, { notificacoesMarketingSms: true });
  const jwt = usuario.jwt;
  const [row] = await queryRows<{ id: number }>(db, sql`select id from customers where email = ${email}`);
  const address = { apelido: `Casa de ${nome}`, logradouro: street, numero: '12', bairro: 'Asa Sul' };
  const saved = await call(
    'PUT',
    '/api/endereco_pedido',
    { ...address, cidade: 'Brasília', estado: 'DF', ...NEAR_STORE_1 },
    jwt,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const addressId: number = saved.json().data[0].id;
  const cardId = await saveCard(app, jwt, cardNumber);
  const total = await quotedTotal(app, jwt, { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] });
  const placed = await place(jwt, orderBody(addressId, { tipo: 'cartao', cartao_id: cardId }, total));
  expect(placed.statusCode, placed.body).toBe(201);
  const subscription = {
    endpoint: `https://push.exemplo.com/assinatura/${randomUUID()}`,
    keys: { p256dh: `chave-publica-${randomUUID()}`, auth: `segredo-${randomUUID()}` },
  };
  const token = JSON.stringify(subscription);
  expect((await call('POST', '/api/dispositivo', { token, plataforma: 'web' }, jwt)).statusCode).toBe(200);
  const table = { lojaId: 1, data: '2025-06-04', horario: '20:00', pessoas: 2, nome, celular };
  expect((await call('POST', '/api/reservas', table, jwt)).statusCode).toBe(201);
  const donation = await app.inject({
    method: 'POST',
    url: '/api/doacao',
    headers: { authorization: `Bearer ${jwt}`, 'idempotency-key': randomUUID() },
    payload: { valor: 500, pagamento: { tipo: 'cartao', cartao_id: cardId } },
  });
  expect(donation.statusCode, donation.body).toBe(201);
  expect((await call('PUT', '/api/cliente', { shinguru: true }, jwt)).statusCode).toBe(200);
  const points = { pontos: 120, motivo: `Boas-vindas de ${nome}` };
  expect((await call('POST', '/api/dev/fidelidade/ajuste', points, jwt)).statusCode).toBe(200);
  const [secrets] = await queryRows<{ token: string; senha_hash: string }>(
    db,
    sql`select c.token, k.senha_hash from saved_cards c join customers k on k.id = c.customer_id
      where c.id = ${cardId}`,
  );
  if (!row || !secrets) throw new Error(`${nome}'s rows were not written`);
  return {
    id: row.id,
    jwt,
    person,
    address,
    orderId: placed.json().data.id as number,
    total,
    subscription,
    secrets,
  };
}

const me = await customerWithData('Marina Kato', 'SQS 308 Bloco C', '4000 0000 0000 0010', CPFS[0]!);
const other = await customerWithData('Otávio Prado', 'SQS 114 Bloco J', '4000 0000 0000 1034', CPFS[1]!);

describe('GET cliente/exportacao', () => {
  it('answers the caller’s profile, address, order, card, notification, reservation, donation, device and Shinguru record', async () => {
    const res = await exportOf(me.jwt);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.perfil).toMatchObject({
      nome: me.person.nome,
      celular: maskPhone(me.person.celular),
      email: me.person.email,
      data_nascimento: '1985-01-02',
      cpf: me.person.cpf,
      marketing: { push: false, email: false, sms: true },
    });
    expect(data.perfil.consentimentos).toContainEqual(
      expect.objectContaining({ canal: 'sms', concedido: true, origem: 'cadastro' }),
    );
    expect(data.enderecos).toEqual([expect.objectContaining(me.address)]);
    expect(data.pedidos).toHaveLength(1);
    expect(data.pedidos[0]).toMatchObject({
      id: me.orderId,
      total: { valor: me.total },
      itens: [{ cod: NIGUIRI, qtd: 1 }],
      historicoStatus: expect.arrayContaining([expect.objectContaining({ status: 'Pendente' })]),
      formaPagamento: { tipo: 'cartao', bandeira: 'Visa', final: '0010' },
    });
    expect(data.cartoes).toEqual([
      expect.objectContaining({ bandeira: 'Visa', final: '0010', apelido: 'Meu cartão' }),
    ]);
    expect(data.notificacoes.length).toBeGreaterThan(0);
    expect(data.notificacoes[0]).toMatchObject({ titulo: expect.any(String), mensagem: expect.any(String) });
    expect(data.reservas).toEqual([
      expect.objectContaining({ loja_id: 1, data: '2025-06-04', horario: '20:00', nome: me.person.nome }),
    ]);
    expect(data.doacoes).toEqual([
      expect.objectContaining({ valor: expect.objectContaining({ valor: 500 }) }),
    ]);
    expect(data.dispositivos).toEqual([expect.objectContaining({ plataforma: 'web' })]);
    expect(data.shinguru).toMatchObject({
      saldo_pontos: 120,
      extrato: [{ tipo: 'ajuste', pontos: 120, motivo: `Boas-vindas de ${me.person.nome}` }],
    });
  });

  it('holds nothing of another customer, nor a card token, password hash or push subscription key', async () => {
    const res = await exportOf(me.jwt);
    const text = res.body;
    expect(text).toContain(me.person.email);
    expect(res.json().data.pedidos.map((order: { id: number }) => order.id)).toEqual([me.orderId]);
    const theirs = [
      other.person.nome,
      other.person.email,
      other.person.celular,
      maskPhone(other.person.celular),
      other.person.cpf,
      other.address.logradouro,
      other.address.apelido,
      `Boas-vindas de ${other.person.nome}`,
      `Pedido #${other.orderId}`,
      '"final":"1034"',
    ];
    for (const value of theirs) expect(text).not.toContain(value);
    const secrets = [
      me.secrets.token,
      me.secrets.senha_hash,
      '4000000000000010',
      me.subscription.endpoint,
      me.subscription.keys.p256dh,
      me.subscription.keys.auth,
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('answers 401 without a login', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'not_authenticated' });
  });

  it(`allows ${DATA_EXPORTS_PER_HOUR} exports an hour per account, then answers 429; another account still exports`, async () => {
    const busy = await orderingCustomer(app, database);
    for (let n = 0; n < DATA_EXPORTS_PER_HOUR; n += 1)
      expect((await exportOf(busy.token)).statusCode).toBe(200);
    const refused = await exportOf(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
    const fresh = await orderingCustomer(app, database);
    expect((await exportOf(fresh.token)).statusCode).toBe(200);
  });

  it('logs the event with the customer id and no personal data', async () => {
    lines.length = 0;
    expect((await exportOf(me.jwt)).statusCode).toBe(200);
    const logged = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.event === 'account.data_exported');
    expect(logged).toEqual([expect.objectContaining({ level: 30, customerId: me.id })]);
    const line = JSON.stringify(logged[0]);
    for (const value of [me.person.nome, me.person.email, me.person.celular, CPFS[0]!, me.address.logradouro])
      expect(line).not.toContain(value);
  });
});
