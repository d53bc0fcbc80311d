import { type ErrorCode, errorCodes, errorEnvelope } from '@comanda/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { customerSession, line, uniqueIp } from '../modules/bag/testing.ts';
import { build } from '../testing/build.ts';

const { app, database } = await build({ RATE_LIMIT_MAX: '1000' });
const { app: limited } = await build({ RATE_LIMIT_MAX: '2' });
const me = await customerSession(app, database);
const bearer = { authorization: `Bearer ${me.token}` };

const FAR_FROM_EVERY_STORE = { lat: '-22.9711', lng: '-43.1822' }; // Rio de Janeiro
const niguiri = line(2005, 1);

/** One request per kind of refusal, with the status and code it must answer. */
const refusals: Array<[string, InjectOptions, number, ErrorCode]> = [
  ['an unknown API path', { method: 'GET', url: '/api/nao-existe' }, 404, 'not_found'],
  ['a malformed query', { method: 'GET', url: '/api/cardapio?marcaId=x' }, 400, 'validation_failed'],
  [
    'malformed JSON',
    {
      method: 'POST',
      url: '/api/carrinho/calcular',
      headers: { 'content-type': 'application/json' },
      payload: '{"lojaId":',
    },
    400,
    'invalid_json',
  ],
  [
    'a body that is not JSON',
    {
      method: 'POST',
      url: '/api/carrinho/calcular',
      headers: { 'content-type': 'application/xml' },
      payload: '<lojaId>1</lojaId>',
    },
    415,
    'unsupported_media_type',
  ],
  [
    'a body over the limit',
    {
      method: 'POST',
      url: '/api/carrinho/calcular',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ lojaId: 1, itens: [], x: 'x'.repeat(300 * 1024) }),
    },
    413,
    'payload_too_large',
  ],
  ['no bearer token', { method: 'GET', url: '/api/cliente' }, 401, 'not_authenticated'],
  [
    'a forged bearer token',
    { method: 'GET', url: '/api/cliente', headers: { authorization: 'Bearer not-a-jwt' } },
    401,
    'not_authenticated',
  ],
  [
    'a browser POST without the CSRF header',
    { method: 'POST', url: '/api/carrinho/calcular', cookies: { 'XSRF-TOKEN': 'abc' }, payload: {} },
    403,
    'csrf_rejected',
  ],
  ['an unknown brand', { method: 'GET', url: '/api/cardapio?marcaId=5' }, 404, 'brand_not_found'],
  [
    'an unknown store',
    { method: 'GET', url: '/api/cardapio?marcaId=4&lojaId=987654' },
    404,
    'store_not_found',
  ],
  [
    'an address no store serves',
    { method: 'GET', url: '/api/lojas', query: FAR_FROM_EVERY_STORE },
    404,
    'no_store_delivers',
  ],
  ['an unknown restaurant', { method: 'GET', url: '/api/restaurantes/987654' }, 404, 'restaurant_not_found'],
  [
    'an empty bag',
    { method: 'POST', url: '/api/carrinho/calcular', payload: { lojaId: 1, itens: [] } },
    422,
    'cart_empty',
  ],
  [
    'a product not on the menu',
    { method: 'POST', url: '/api/carrinho/calcular', payload: { lojaId: 1, itens: [line(987654)] } },
    422,
    'product_unavailable',
  ],
  [
    'an unknown coupon',
    {
      method: 'POST',
      url: '/api/cupom',
      headers: bearer,
      payload: { cupom: 'NAOEXISTE', lojaId: 1, carrinho: [niguiri] },
    },
    422,
    'coupon_not_found',
  ],
  [
    'a wrong gift-card password',
    {
      method: 'POST',
      url: '/api/consultar_saldo_todo',
      payload: { numero_cartao: '0000000000000000', senha_cartao: 'errada1' },
    },
    422,
    'gift_card_invalid',
  ],
  [
    'wrong login',
    {
      method: 'POST',
      url: '/api/auth/login-email',
      payload: { email: 'ninguem@exemplo.com', senha: 'Errada1' },
    },
    422,
    'login_failed',
  ],
  [
    'a store without reservations',
    { method: 'GET', url: '/api/reservas/horarios?lojaId=987654&data=2025-06-03' },
    404,
    'reservations_not_offered',
  ],
  [
    'a party larger than the store seats',
    { method: 'GET', url: '/api/reservas/horarios?lojaId=2&data=2025-06-03&pessoas=99' },
    422,
    'reservation_party_size',
  ],
  [
    'an address that is not the customer’s',
    { method: 'DELETE', url: '/api/endereco_pedido?enderecoId=987654', headers: bearer },
    404,
    'address_not_found',
  ],
];

describe('error codes', () => {
  it.each(refusals.map(([name, request, status, code]) => ({ name, request, status, code })))(
    '$name → $status $code',
    async ({ request, status, code }) => {
      const res = await app.inject({ remoteAddress: uniqueIp(), ...request });
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json();
      expect(errorEnvelope.safeParse(body).success, res.body).toBe(true);
      expect(errorCodes).toContain(body.code);
      expect(body.code).toBe(code);
    },
  );

  it('GET /api/lojas for a point no store serves answers the no_store_delivers envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/lojas', query: FAR_FROM_EVERY_STORE });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'no_store_delivers',
      message: 'Ainda não entregamos neste endereço.',
    });
  });

  it('a rate-limited client gets rate_limited', async () => {
    const ip = uniqueIp();
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await limited.inject({ method: 'GET', url: '/api/banners?marcaId=4', remoteAddress: ip }));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
  });
});
