import { maskCpf } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fakePagarme } from '../../providers/payments/fake-pagarme.ts';
import { build } from '../../testing/build.ts';
import { closedPort } from '../../testing/redis-server.ts';
import { CPFS, client, freshPhone, queryRows, signUp } from '../auth/testing.ts';
import { CARD_MESSAGES } from './texts.ts';

const keys = { secretKey: 'sk_test_4f0c1a2b3c4d5e6f', publicKey: 'pk_test_9a8b7c6d5e4f3a2b' };
const fake = await fakePagarme(keys);
const pagarme = (url: string, secretKey = keys.secretKey) => ({
  PAYMENT_PROVIDER: 'pagarme',
  PAGARME_API_URL: url,
  PAGARME_SECRET_KEY: secretKey,
  PAGARME_PUBLIC_KEY: keys.publicKey,
  PAYMENT_TIMEOUT_MS: '2000',
});
const { app, database } = await build(pagarme(`${fake.url}/core/v5`));
const db = database.db;

async function customer(target: FastifyInstance, nome: string) {
  const session = await signUp(target, { nome, celular: freshPhone(), email: `${freshPhone()}@exemplo.com` });
  return session.usuario.jwt;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  apelido: 'Pessoal',
  numero: '4000000000000010',
  validade: '12/30',
  cvv: '123',
  titular: 'Ana Souza',
  cpf: maskCpf(CPFS[2]!),
  ...overrides,
});

/** The calls the API made to the provider (the browser's /tokens calls carry no Authorization). */
const apiCalls = () => fake.calls.filter((c) => c.headers.authorization);

describe('saved cards with Pagar.me (mundipagg)', () => {
  it('offers browser tokenization in GET pagamentos and saves a card from a browser token', async () => {
    const options = (await app.inject({ method: 'GET', url: '/api/pagamentos?lojaId=1' })).json().data;
    expect(options.tokenizacao).toEqual({
      provedor: 'pagarme',
      url: `${fake.url}/core/v5/tokens?appId=${keys.publicKey}`,
      chave_publica: keys.publicKey,
    });
    // What the web app does: the number goes from the browser to Pagar.me, never to the API.
    const tokenized = await fetch(options.tokenizacao.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'card',
        card: {
          number: '5555666677778884',
          holder_name: 'ANA SOUZA',
          exp_month: 3,
          exp_year: 2031,
          cvv: '321',
        },
      }),
    });
    const { id: token } = (await tokenized.json()) as { id: string };
    const jwt = await customer(app, 'Ana Token');
    const before = apiCalls().length;
    const res = await client(app)(
      'POST',
      '/api/cartao',
      form({ numero: undefined, cvv: undefined, token_cartao: token, validade: '03/31' }),
      jwt,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      bandeira: 'Mastercard',
      final: '8884',
      metodo: 'mundipagg',
      validade: '03/31',
      falha_transacao: 0,
    });
    const made = apiCalls().slice(before);
    expect(made.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /core/v5/customers',
      expect.stringMatching(/^POST \/core\/v5\/customers\/cus_\w+\/cards$/),
    ]);
    expect(made[1]!.body).toEqual({ token });
    expect(JSON.stringify(made)).not.toContain('5555666677778884');
  });

  it('saves typed card data at Pagar.me with one provider customer, and deletes at the provider', async () => {
    const jwt = await customer(app, 'Caio Pagarme');
    const call = client(app);
    const before = apiCalls().length;
    const first = await call('POST', '/api/cartao', form(), jwt);
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(
      'POST',
      '/api/cartao',
      form({ numero: '5555666677778884', apelido: 'Outro' }),
      jwt,
    );
    expect(second.statusCode, second.body).toBe(201);
    const created = apiCalls()
      .slice(before)
      .filter((c) => c.method === 'POST' && c.path === '/core/v5/customers');
    expect(created).toHaveLength(1);
    const [row] = await queryRows<{ provider: string; token: string; provider_customer_id: string }>(
      db,
      sql`select provider, token, provider_customer_id from saved_cards where id = ${first.json().data.id}`,
    );
    expect(row).toMatchObject({ provider: 'pagarme', token: expect.stringMatching(/^card_/) });
    expect(fake.cards.get(row!.token)).toMatchObject({
      customerId: row!.provider_customer_id,
      status: 'active',
    });

    const deleted = await call('DELETE', `/api/cartao?cartao_id=${first.json().data.id}`, undefined, jwt);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.map((c: { id: number }) => c.id)).toEqual([second.json().data.id]);
    expect(fake.cards.has(row!.token)).toBe(false);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/core/v5/customers/${row!.provider_customer_id}/cards/${row!.token}`,
    });
  });

  it('deleting the account deletes its cards at Pagar.me too', async () => {
    const jwt = await customer(app, 'Conta Apagada');
    const call = client(app);
    const ids: number[] = [];
    for (const numero of ['4000000000000010', '5555666677778884'])
      ids.push((await call('POST', '/api/cartao', form({ numero }), jwt)).json().data.id);
    const rows = await queryRows<{ token: string }>(
      db,
      sql`select token from saved_cards where id in (${ids[0]}, ${ids[1]})`,
    );
    expect(rows.every((r) => fake.cards.has(r.token))).toBe(true);
    expect((await call('DELETE', '/api/cliente', {}, jwt)).statusCode).toBe(200);
    expect(rows.some((r) => fake.cards.has(r.token))).toBe(false);
    expect(await queryRows(db, sql`select id from saved_cards where id in (${ids[0]}, ${ids[1]})`)).toEqual(
      [],
    );
  });

  it('without a Cielo account, braspag cards cannot be saved and braspag stores offer no card in the app', async () => {
    const jwt = await customer(app, 'Sem Cielo');
    const res = await client(app)('POST', '/api/cartao_cielo', form(), jwt);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'card_method_unavailable',
      message: CARD_MESSAGES.methodUnavailable,
    });
    const options = (await app.inject({ method: 'GET', url: '/api/pagamentos?lojaId=5' })).json().data;
    expect(options).toMatchObject({
      metodo_pagamento: 'braspag',
      online: { cartao: { CREDIT: [], DEBIT: [], MEAL_VOUCHER: [] }, pix: true },
      tokenizacao: null,
    });
    expect(options.opcoes.map((o: { label: string }) => o.label)).toEqual([
      'PAGUE VIA PIX',
      'PAGUE PELO APP',
      'PAGUE NA ENTREGA',
    ]);
  });
});

describe('Pagar.me failing', async () => {
  const down = await build(pagarme(`http://127.0.0.1:${await closedPort()}/core/v5`));
  const refusing = await build(pagarme(`${fake.url}/core/v5`, 'sk_test_chave_errada'));

  it('answers 503 when the provider cannot be reached, 502 when it rejects the request; nothing is kept', async () => {
    for (const [target, status, code] of [
      [down.app, 503, 'payment_provider_unavailable'],
      [refusing.app, 502, 'payment_request_rejected'],
    ] as const) {
      const jwt = await customer(target, 'Provedor Fora');
      const res = await client(target)('POST', '/api/cartao', form(), jwt);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({
        status: 'error',
        code,
        message: expect.stringMatching(/pagamentos/),
      });
      expect(res.body).not.toMatch(/HTTP|127\.0\.0\.1|4000000000000010/);
      expect(
        await queryRows(
          target === down.app ? down.database.db : refusing.database.db,
          sql`select id from saved_cards`,
        ),
      ).toEqual([]);
    }
  });

  it('keeps a card (and the account) when the provider fails to delete it', async () => {
    const jwt = await customer(down.app, 'Exclusao Falha');
    const [who] = await queryRows<{ id: number }>(
      down.database.db,
      sql`select id from customers where nome = 'Exclusao Falha'`,
    );
    const [card] = await queryRows<{ id: number }>(
      down.database.db,
      sql`insert into saved_cards (customer_id, provider, metodo, provider_customer_id, token, bandeira, final, tipo, exp_month, exp_year)
        values (${who!.id}, 'pagarme', 'mundipagg', 'cus_x', 'card_x', 'Visa', '0010', 'credit', 12, 2030) returning id`,
    );
    const call = client(down.app);
    const res = await call('DELETE', `/api/cartao?cartao_id=${card!.id}`, undefined, jwt);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('payment_provider_unavailable');
    const closing = await call('DELETE', '/api/cliente', {}, jwt);
    expect(closing.statusCode).toBe(503);
    expect((await call('GET', '/api/carteira', undefined, jwt)).json().data).toMatchObject([
      { id: card!.id },
    ]);
  });
});
