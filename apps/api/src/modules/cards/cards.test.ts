import { maskCpf } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_REFUSALS } from '../../providers/payments/index.ts';
import { buildWithClock, CPFS, client, freshPhone, queryRows, signUp } from '../auth/testing.ts';
import { cardGateways } from './gateways.ts';
import { cardsService } from './service.ts';
import { tablesContaining } from './testing.ts';
import { CARD_MESSAGES } from './texts.ts';

// 2 June 2025, 12:00 in São Paulo.
const { app, database } = await buildWithClock();
const db = database.db;
const call = client(app);
/**
 * The service as checkout will use it, on the test database. Its sandbox gateway is its own instance: tokens
 * carry the test card's rule, so cards saved through the API are charged and checked here alike.
 */
const cards = cardsService({
  db,
  clock: app.clock,
  gateways: cardGateways(app.config, app.clock),
  log: app.log,
});

async function customer(nome: string) {
  const session = await signUp(app, { nome, celular: freshPhone(), email: `${freshPhone()}@exemplo.com` });
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where id_externo = ${session.usuario.id_externo}`,
  );
  return { jwt: session.usuario.jwt, id: row!.id, nome };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  apelido: 'Cartão da empresa',
  numero: '4000 0000 0000 0010',
  validade: '12/30',
  cvv: '123',
  titular: 'maria da silva',
  cpf: maskCpf(CPFS[0]!),
  tipo: 'Crédito',
  doacao: false,
  cliente_id: 'ignorado',
  ...overrides,
});

const cardRows = (customerId: number) =>
  queryRows<Record<string, unknown>>(db, sql`select * from saved_cards where customer_id = ${customerId}`);

describe('saved cards (carteira, cartao, cartao_cielo)', () => {
  it('require login', async () => {
    for (const [method, url] of [
      ['GET', '/api/carteira'],
      ['POST', '/api/cartao'],
      ['POST', '/api/cartao_cielo'],
      ['DELETE', '/api/cartao?cartao_id=1'],
      ['DELETE', '/api/cartao_cielo?cartao_id=1'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? form() : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('saves a sandbox card and lists it with brand and last four, never the number or the CVV', async () => {
    const { jwt, id } = await customer('Helena Cartão');
    expect((await call('GET', '/api/carteira', undefined, jwt)).json()).toEqual({
      status: 'success',
      data: [],
    });
    const res = await call('POST', '/api/cartao', form(), jwt);
    expect(res.statusCode, res.body).toBe(201);
    const card = {
      id: expect.any(Number),
      tipo: 'Crédito',
      bandeira: 'Visa',
      final: '0010',
      apelido: 'Cartão da empresa',
      metodo: 'mundipagg',
      falha_transacao: 0,
      doacao: false,
      validade: '12/30',
    };
    expect(res.json()).toEqual({ status: 'success', message: CARD_MESSAGES.saved, data: card });
    expect(res.body).not.toContain('4000000000000010');

    const debit = await call(
      'POST',
      '/api/cartao',
      form({ numero: '5555666677778884', tipo: 'Débito', apelido: 'Doação', doacao: true }),
      jwt,
    );
    expect(debit.statusCode, debit.body).toBe(201);
    const list = (await call('GET', '/api/carteira', undefined, jwt)).json().data;
    expect(list).toEqual([
      {
        ...card,
        id: debit.json().data.id,
        tipo: 'Débito',
        bandeira: 'Mastercard',
        final: '8884',
        apelido: 'Doação',
        doacao: true,
      },
      { ...card, id: res.json().data.id },
    ]);
    const rows = await cardRows(id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.provider).toBe('sandbox');
      expect(String(row.token)).toMatch(/^sbx_card_/);
      expect(JSON.stringify(row)).not.toMatch(/4000000000000010|5555666677778884/);
    }
  });

  it('saves braspag cards through cartao_cielo and deletes each through its own path', async () => {
    const { jwt } = await customer('Bruno Cielo');
    const cielo = await call('POST', '/api/cartao_cielo', form({ metodo: 'braspag' }), jwt);
    expect(cielo.statusCode, cielo.body).toBe(201);
    expect(cielo.json().data).toMatchObject({ metodo: 'braspag', bandeira: 'Visa', final: '0010' });
    const wrongMethod = await call('POST', '/api/cartao', form({ metodo: 'braspag' }), jwt);
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json()).toMatchObject({ code: 'validation_failed', errors: [{ campo: 'metodo' }] });

    const id = cielo.json().data.id;
    const viaOtherPath = await call('DELETE', `/api/cartao?cartao_id=${id}`, undefined, jwt);
    expect(viaOtherPath.statusCode).toBe(404);
    expect(viaOtherPath.json()).toEqual({
      status: 'error',
      code: 'card_not_found',
      message: CARD_MESSAGES.notFound,
    });
    const deleted = await call('DELETE', `/api/cartao_cielo?cartao_id=${id}`, undefined, jwt);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 'success', message: CARD_MESSAGES.deleted, data: [] });
    expect((await call('DELETE', `/api/cartao_cielo?cartao_id=${id}`, undefined, jwt)).statusCode).toBe(404);
  });

  it.each([
    ['apelido', { apelido: '  ' }, 'O campo apelido é obrigatório!'],
    ['numero', { numero: undefined }, 'O campo número é obrigatório!'],
    ['validade', { validade: '' }, 'O campo validade é obrigatório!'],
    ['cvv', { cvv: null }, 'O campo CVV é obrigatório!'],
    ['titular', { titular: '' }, 'O campo titular é obrigatório!'],
    ['cpf', { cpf: '' }, 'O campo CPF é obrigatório!'],
    ['validade', { validade: '05/25' }, 'Data de validade expirada!'],
    // Expired from the first day of its month (§5): 2 June 2025 is past 1 June.
    ['validade', { validade: '06/25' }, 'Data de validade expirada!'],
    ['validade', { validade: '13/30' }, 'Data de validade inválida!'],
    ['cpf', { cpf: '111.111.111-11' }, 'CPF inválido!'],
    ['cpf', { cpf: '123.456.789-00' }, 'CPF inválido!'],
    ['numero', { numero: '4000 0000 0000 0011' }, 'Número de cartão inválido!'],
    ['numero', { numero: '9999 0000 0000 0000' }, 'Número de cartão inválido!'],
    ['cvv', { cvv: '12' }, 'CVV inválido!'],
  ])('refuses a bad %s: %j → 400 %s', async (campo, change, message) => {
    const { jwt, id } = await customer('Dados Errados');
    const res = await call('POST', '/api/cartao', form(change), jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'validation_failed',
      message,
      errors: [{ campo, mensagem: message }],
    });
    expect(await cardRows(id)).toEqual([]);
  });

  it('lists every missing field in the form order, and accepts the 2-digit year pivot of §5', async () => {
    const { jwt } = await customer('Formulário Vazio');
    const res = await call('POST', '/api/cartao', {}, jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O campo apelido é obrigatório!');
    expect(res.json().errors.map((e: { campo: string }) => e.campo)).toEqual([
      'apelido',
      'numero',
      'validade',
      'cvv',
      'titular',
      'cpf',
    ]);
    // '12/41' reads as December 1941 (year pivot 40): expired.
    expect((await call('POST', '/api/cartao', form({ validade: '12/41' }), jwt)).json().message).toBe(
      'Data de validade expirada!',
    );
    expect((await call('POST', '/api/cartao', form({ validade: '12/40' }), jwt)).statusCode).toBe(201);
  });

  it('answers a card the provider refuses (4000000000000028) with its code and message (422)', async () => {
    const { jwt, id } = await customer('Cartão Recusado');
    const res = await call('POST', '/api/cartao', form({ numero: '4000000000000028' }), jwt);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'card_declined',
      message: CARD_REFUSALS.card_declined.message,
    });
    expect(await cardRows(id)).toEqual([]);
  });

  it('refuses a sixth card with the §5 message', async () => {
    const { jwt } = await customer('Cinco Cartões');
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/cartao', form({ apelido: `Cartão ${i}` }), jwt)).statusCode).toBe(201);
    const res = await call('POST', '/api/cartao_cielo', form({ apelido: 'Sexto' }), jwt);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'cards_limit_reached',
      message: 'Você só pode cadastrar até 5 cartões!',
    });
  });

  it('concurrent adds never make a sixth card (row lock on the customer)', async () => {
    const { jwt, id } = await customer('Corrida Cartões');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', i % 3 ? '/api/cartao' : '/api/cartao_cielo', form({ apelido: `C${i}` }), jwt),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
    for (const refused of results.filter((r) => r.statusCode === 422))
      expect(refused.json().code).toBe('cards_limit_reached');
    expect(await cardRows(id)).toHaveLength(5);
    expect((await call('GET', '/api/carteira', undefined, jwt)).json().data).toHaveLength(5);
  });

  it('limits card saves per account and minute (each asks the provider to verify a card)', async () => {
    const { jwt } = await customer('Muitas Tentativas');
    const other = await customer('Outra Conta');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await client(app)('POST', '/api/cartao', form({ numero: '4000 0000 0000 0011' }), jwt)).statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect((await call('POST', '/api/cartao', form(), other.jwt)).statusCode).toBe(201);
  });

  it("another customer's card is a 404 on delete and is not listed", async () => {
    const owner = await customer('Dona Do Cartão');
    const intruder = await customer('Outra Pessoa');
    const saved = await call('POST', '/api/cartao', form(), owner.jwt);
    const id = saved.json().data.id;
    const res = await call('DELETE', `/api/cartao?cartao_id=${id}`, undefined, intruder.jwt);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'card_not_found', message: CARD_MESSAGES.notFound });
    expect((await call('GET', '/api/carteira', undefined, intruder.jwt)).json().data).toEqual([]);
    expect(await cardRows(owner.id)).toHaveLength(1);
    const bad = await call('DELETE', '/api/cartao?cartao_id=abc', undefined, owner.jwt);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O campo cartao_id deve ser um número.');
    const deleted = await call('DELETE', `/api/cartao?cartao_id=${id}`, undefined, owner.jwt);
    expect(deleted.json()).toEqual({ status: 'success', message: CARD_MESSAGES.deleted, data: [] });
  });

  it('flags a card unusable (falha_transacao 1) once the provider reports it so', async () => {
    const who = await customer('Cartão Com Falha');
    const { jwt, id } = who;
    const saved = (await call('POST', '/api/cartao', form({ numero: '4000000000000101' }), jwt)).json().data;
    expect(await cards.check(id, saved.id)).toMatchObject({ falha_transacao: 0 });

    // The sandbox's 4000000000000101 pays once; afterwards its provider reports it unusable.
    const payable = await cards.forCharge(who, saved.id);
    const paid = await payable.gateway.charge({
      idempotencyKey: `pedido-${saved.id}-teste`,
      customer: payable.customer,
      card: payable.card,
      amount: 5990,
      capture: true,
      description: 'Pedido 1',
      statementDescriptor: 'Hanami Sushi',
    });
    expect(paid.outcome).toBe('approved');
    expect(await cards.check(id, saved.id)).toMatchObject({ id: saved.id, falha_transacao: 1 });
    expect((await call('GET', '/api/carteira', undefined, jwt)).json().data).toEqual([
      { ...saved, falha_transacao: 1 },
    ]);
    await expect(cards.forCharge(who, saved.id)).rejects.toMatchObject({
      statusCode: 422,
      code: 'card_unusable',
      message: CARD_MESSAGES.unusable,
    });
  });

  it('flags a card after a charge refusal that makes it unusable, and only then', async () => {
    const who = await customer('Recusa Na Compra');
    const { jwt, id } = who;
    const chargeOnce = async (numero: string) => {
      const saved = (await call('POST', '/api/cartao', form({ numero }), jwt)).json().data;
      const payable = await cards.forCharge(who, saved.id);
      const result = await payable.gateway.charge({
        idempotencyKey: `pedido-${saved.id}-recusa`,
        customer: payable.customer,
        card: payable.card,
        amount: 2990,
        capture: true,
        description: 'Pedido 2',
        statementDescriptor: 'Hanami Sushi',
      });
      if (result.outcome !== 'refused') throw new Error(`not refused: ${result.outcome}`);
      await cards.recordRefusal(id, saved.id, result.refusal);
      return { saved, refusal: result.refusal };
    };
    const expired = await chargeOnce('4000000000001083');
    expect(expired.refusal).toMatchObject({ code: 'card_expired', cardUnusable: true });
    const declined = await chargeOnce('4000000000001042');
    expect(declined.refusal).toMatchObject({ code: 'card_declined', cardUnusable: false });
    const list = (await call('GET', '/api/carteira', undefined, jwt)).json().data;
    expect(list.map((c: { id: number; falha_transacao: number }) => [c.id, c.falha_transacao])).toEqual([
      [declined.saved.id, 0],
      [expired.saved.id, 1],
    ]);
  });

  it('deleting the account deletes its cards and provider records', async () => {
    const { jwt, id } = await customer('Apagar Cartões');
    await call('POST', '/api/cartao', form({ apelido: 'marcador-lgpd-cartao' }), jwt);
    await call(
      'POST',
      '/api/cartao_cielo',
      form({ apelido: 'marcador-lgpd-cielo', numero: '5555666677778884' }),
      jwt,
    );
    const tokens = (await cardRows(id)).map((row) => String(row.token));
    expect(tokens).toHaveLength(2);
    const records = () => queryRows(db, sql`select * from payment_customers where customer_id = ${id}`);
    expect(await records()).toHaveLength(1);

    expect(await tablesContaining(db, tokens[0]!)).toEqual(['public.saved_cards']);
    expect(await tablesContaining(db, 'marcador-lgpd-cielo')).toEqual(['public.saved_cards']);
    expect((await call('DELETE', '/api/cliente', {}, jwt)).statusCode).toBe(200);
    expect(await cardRows(id)).toEqual([]);
    expect(await records()).toEqual([]);
    for (const needle of [...tokens, 'marcador-lgpd']) expect(await tablesContaining(db, needle)).toEqual([]);
  });
});
