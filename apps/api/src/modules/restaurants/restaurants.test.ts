import { haversineKm, RESTAURANT_OUTSIDE_AREA_MESSAGE } from '@comanda/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import * as t from '../../db/schema/index.ts';
import { testDatabase } from '../../testing/build.ts';
import { RESTAURANT_NOT_FOUND } from './service.ts';

let now = new Date();
/** Sets the app's clock to a wall-clock time in São Paulo (UTC-3). */
const setSaoPauloTime = (isoLocal: string) => {
  now = new Date(`${isoLocal}-03:00`);
};
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/comanda-api-test-data' });
const database = await testDatabase();
const app = await buildApp({ env, database, clock: () => now });
afterAll(() => app.close());

// Demo stores (apps/api/catalog/hanami-sushi.json).
const ASA_SUL = { id: 1, lat: -15.8131, lng: -47.8897 }; // radius 7 km; bands 2/4/6/7 km
const ASA_NORTE = { id: 2, lat: -15.7646, lng: -47.8773 };
const SUDOESTE = { id: 3, lat: -15.799, lng: -47.925 }; // radius 5 km
const PINHEIROS = { id: 5, lat: -23.5663, lng: -46.6866 };

const get = (url: string, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

describe('GET /api/restaurantes', () => {
  it('lists the active stores by name with address, phone, status now, today’s hours and delivery time', async () => {
    setSaoPauloTime('2025-06-02T12:00'); // Monday noon: Asa Norte and Pinheiros open, the others closed
    const res = await get('/api/restaurantes');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((r: { id: number }) => r.id)).toEqual([4, 2, 1, 5, 3]); // Águas Claras, Asa Norte, Asa Sul, Pinheiros, Sudoeste
    expect(data.find((r: { id: number }) => r.id === 1)).toEqual({
      id: 1,
      nome: 'Hanami Sushi Asa Sul',
      logradouro: 'SCLS 405 Bloco C',
      numero: '12',
      complemento: 'Loja 12',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70239-530',
      telefone: '(61) 3345-4050',
      lat: ASA_SUL.lat,
      lng: ASA_SUL.lng,
      tempoEntrega: 45,
      statusLoja: 'fechada',
      horario: '18:00 às 23:00',
    });
    expect(
      Object.fromEntries(data.map((r: { id: number; statusLoja: string }) => [r.id, r.statusLoja])),
    ).toEqual({ 1: 'fechada', 2: 'aberta', 3: 'fechada', 4: 'fechada', 5: 'aberta' });
    expect(data.find((r: { id: number }) => r.id === 5).complemento).toBeNull();
  });

  it('with lat/lng adds the distance in km (two decimals) and sorts nearest first', async () => {
    setSaoPauloTime('2025-06-02T20:00');
    const { data } = (await get('/api/restaurantes', { lat: ASA_SUL.lat, lng: ASA_SUL.lng })).json();
    expect(data.map((r: { id: number }) => r.id)).toEqual([1, 3, 2, 4, 5]);
    expect(data[0]).toMatchObject({ id: 1, distancia: 0, statusLoja: 'aberta' });
    expect(data[2].distancia).toBe(Math.round(haversineKm(ASA_SUL, ASA_NORTE) * 100) / 100);
    expect(data[4].distancia).toBeGreaterThan(800);
  });

  it.each([
    ['asa norte', [2]],
    ['ÁGUAS claras', [4]],
    ['aguas', [4]],
    ['Pinheiros', [5]],
    ['asa', [2, 1]],
    ['hanami sul', [1]],
    ['Copacabana', []],
  ])('busca %j → %j', async (busca, ids) => {
    const { data } = (await get('/api/restaurantes', { busca })).json();
    expect(data.map((r: { id: number }) => r.id)).toEqual(ids);
  });

  it('a holiday shows the store closed all day', async () => {
    setSaoPauloTime('2026-12-25T20:00');
    const { data } = (await get('/api/restaurantes')).json();
    for (const restaurant of data)
      expect(restaurant).toMatchObject({ statusLoja: 'fechada', horario: 'Fechado hoje' });
  });

  it.each([
    [{ lat: 'abc', lng: '-47.9' }, 'O campo lat deve ser um número.'],
    [{ lat: '-15.8' }, 'Informe lat e lng juntos.'],
    [{ lat: '-15.8', lng: '200' }, 'O campo lng está fora do intervalo permitido.'],
    [{ busca: 'x'.repeat(81) }, 'O campo busca deve ter no máximo 80 caracteres.'],
    [{ marcaId: '0' }, 'O campo marcaId deve ser positivo.'],
  ])('bad query %j → 400 %s', async (query, message) => {
    const res = await get('/api/restaurantes', query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });
});

describe('GET /api/restaurantes/:id', () => {
  it('answers the week Monday to Sunday with today marked, and the coming holidays', async () => {
    setSaoPauloTime('2026-12-23T12:00'); // a Wednesday
    const res = await get(`/api/restaurantes/${SUDOESTE.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: 3,
      nome: 'Hanami Sushi Sudoeste',
      telefone: '(61) 3341-1030',
      bairro: 'Sudoeste',
      statusLoja: 'aberta',
      horario: '11:30 às 14:30 e 18:30 às 23:00',
      tempoEntrega: 50,
    });
    expect(data.horarios).toEqual([
      { dia: 1, nome: 'Segunda-feira', horario: 'Fechado', hoje: false },
      { dia: 2, nome: 'Terça-feira', horario: '11:30 às 14:30 e 18:30 às 23:00', hoje: false },
      { dia: 3, nome: 'Quarta-feira', horario: '11:30 às 14:30 e 18:30 às 23:00', hoje: true },
      { dia: 4, nome: 'Quinta-feira', horario: '11:30 às 14:30 e 18:30 às 23:00', hoje: false },
      { dia: 5, nome: 'Sexta-feira', horario: '11:30 às 14:30 e 18:30 às 23:00', hoje: false },
      { dia: 6, nome: 'Sábado', horario: '12:00 às 23:30', hoje: false },
      { dia: 0, nome: 'Domingo', horario: '12:00 às 22:00', hoje: false },
    ]);
    expect(data.feriados).toEqual([
      { data: '2026-12-24', texto: '24/12/2026' },
      { data: '2026-12-25', texto: '25/12/2026' },
      { data: '2026-12-31', texto: '31/12/2026' },
      { data: '2027-01-01', texto: '01/01/2027' },
    ]);
    expect(data).not.toHaveProperty('distancia');
  });

  it.each([
    ['999', 404, RESTAURANT_NOT_FOUND],
    ['abc', 400, 'O campo id deve ser um número.'],
    ['1.5', 400, 'O campo id deve ser um número inteiro.'],
    ['-1', 400, 'O campo id deve ser positivo.'],
  ])('id %s → %i %s', async (id, status, message) => {
    const res = await get(`/api/restaurantes/${id}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(expect.objectContaining({ status: 'error', message }));
  });
});

describe('GET /api/restaurantes/:id/entrega', () => {
  it('answers this store’s §3 Store delivery terms for the point, like lojas data[0].loja', async () => {
    setSaoPauloTime('2025-06-02T12:00'); // Asa Sul closed now: the answer says so, it does not switch store
    const point = { lat: -15.8, lng: -47.886 }; // ~1.5 km from Asa Sul
    const res = await get(`/api/restaurantes/${ASA_SUL.id}/entrega`, point);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        id: 1,
        nome: 'Hanami Sushi Asa Sul',
        tempoEntrega: 45,
        horario: '18:00 às 23:00',
        statusLoja: 'fechada',
        frete: { valor: 490, texto: 'R$\u00a04,90' },
        habilitadoShinguru: true,
        metodo_pagamento: 'mundipagg',
        distancia: Math.round(haversineKm(ASA_SUL, point) * 100) / 100,
      },
    });
  });

  it('answers a store other than the one the lookup would choose', async () => {
    setSaoPauloTime('2025-06-02T20:00');
    const { data } = (await get(`/api/restaurantes/${ASA_NORTE.id}/entrega`, ASA_SUL)).json();
    expect(data).toMatchObject({ id: 2, frete: { valor: 890 }, statusLoja: 'aberta' }); // 5.55 km band
  });

  it('outside this store’s area → 422 in pt-BR', async () => {
    const res = await get(`/api/restaurantes/${PINHEIROS.id}/entrega`, ASA_SUL);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'outside_delivery_area',
      message: RESTAURANT_OUTSIDE_AREA_MESSAGE,
    });
    expect(RESTAURANT_OUTSIDE_AREA_MESSAGE).toBe('Este restaurante não entrega no seu endereço.');
  });

  it.each([
    ['/api/restaurantes/1/entrega', {}, 400, 'O campo lat é obrigatório.'],
    ['/api/restaurantes/1/entrega', { lat: -15.8 }, 400, 'O campo lng é obrigatório.'],
    ['/api/restaurantes/1/entrega', { lat: 'x', lng: -47.9 }, 400, 'O campo lat deve ser um número.'],
    [
      '/api/restaurantes/1/entrega',
      { lat: 91, lng: -47.9 },
      400,
      'O campo lat está fora do intervalo permitido.',
    ],
    ['/api/restaurantes/abc/entrega', ASA_SUL, 400, 'O campo id deve ser um número.'],
    ['/api/restaurantes/77/entrega', ASA_SUL, 404, RESTAURANT_NOT_FOUND],
  ])('%s %j → %i %s', async (url, query, status, message) => {
    const res = await get(url, query);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });
});

describe('inactive stores', () => {
  it('leave the list and answer 404 on their pages', async () => {
    await database.db.update(t.stores).set({ ativo: false }).where(eq(t.stores.id, SUDOESTE.id));
    const { data } = (await get('/api/restaurantes')).json();
    expect(data.map((r: { id: number }) => r.id)).not.toContain(SUDOESTE.id);
    expect(data).toHaveLength(4);
    expect((await get(`/api/restaurantes/${SUDOESTE.id}`)).statusCode).toBe(404);
    expect((await get(`/api/restaurantes/${SUDOESTE.id}/entrega`, SUDOESTE)).statusCode).toBe(404);
  });
});
