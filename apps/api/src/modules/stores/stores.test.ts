import { EARTH_RADIUS_KM, haversineKm, NO_STORE_DELIVERS_MESSAGE } from '@comanda/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { testDatabase } from '../../testing/build.ts';
import { ADDRESS_NOT_LOCATED } from './service.ts';

let now = new Date();
/** Sets the app's clock to a wall-clock time in São Paulo (UTC-3). */
const setSaoPauloTime = (isoLocal: string) => {
  now = new Date(`${isoLocal}-03:00`);
};
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/comanda-api-test-data' });
const app = await buildApp({ env, database: await testDatabase(), clock: () => now });
afterAll(() => app.close());

// Demo stores (apps/api/catalog/hanami-sushi.json).
const ASA_SUL = { id: 1, lat: -15.8131, lng: -47.8897 }; // radius 7 km; bands 2/4/6/7 km
const ASA_NORTE = { id: 2, lat: -15.7646, lng: -47.8773 }; // radius 8 km
const SUDOESTE = { id: 3, lat: -15.799, lng: -47.925 }; // radius 5 km; bands 2/4/5 km

const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;
const south = (p: { lat: number; lng: number }, km: number) => ({
  lat: p.lat - km / KM_PER_DEGREE_LAT,
  lng: p.lng,
});
/** A point `km` west of `p` along its parallel (found by bisection, so the haversine distance is exact). */
const west = (p: { lat: number; lng: number }, km: number) => {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (haversineKm(p, { lat: p.lat, lng: p.lng - mid }) < km) lo = mid;
    else hi = mid;
  }
  return { lat: p.lat, lng: p.lng - lo };
};

const lookup = (query: Record<string, string | number>) =>
  app.inject({
    method: 'GET',
    url: '/api/lojas',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const byPoint = async (point: { lat: number; lng: number }) => lookup({ lat: point.lat, lng: point.lng });

describe('GET /api/lojas by coordinates', () => {
  it('answers data[0].loja with the §3 Store fields', async () => {
    setSaoPauloTime('2025-06-02T20:00'); // Monday evening: Asa Sul open 18:00–23:00
    const res = await byPoint(ASA_SUL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: [
        {
          loja: {
            id: 1,
            nome: 'Hanami Sushi Asa Sul',
            tempoEntrega: 45,
            horario: '18:00 às 23:00',
            statusLoja: 'aberta',
            frete: { valor: 490, texto: 'R$\u00a04,90' },
            habilitadoShinguru: true,
            metodo_pagamento: 'mundipagg',
            distancia: 0,
          },
          coordenadas: { lat: ASA_SUL.lat, lng: ASA_SUL.lng },
        },
      ],
    });
  });

  it('prefers an open store whose area contains the point over a nearer closed one', async () => {
    setSaoPauloTime('2025-06-02T12:00'); // Monday noon: Asa Sul and Sudoeste closed, Asa Norte open
    const { loja } = (await byPoint(ASA_SUL)).json().data[0];
    expect(loja).toMatchObject({ id: ASA_NORTE.id, statusLoja: 'aberta', horario: '11:30 às 23:30' });
    expect(loja.distancia).toBeCloseTo(haversineKm(ASA_SUL, ASA_NORTE), 2);
    expect(loja.frete.valor).toBe(890); // 5.55 km: the 4–6 km band of Asa Norte
  });

  it('with every store closed, answers the nearest one in the area as fechada', async () => {
    setSaoPauloTime('2025-06-03T03:00'); // Tuesday 03:00: everything closed
    const { loja } = (await byPoint(south(ASA_SUL, 1))).json().data[0];
    expect(loja).toMatchObject({
      id: ASA_SUL.id,
      statusLoja: 'fechada',
      horario: '11:30 às 15:00 e 18:00 às 23:00',
      frete: { valor: 490 },
    });
  });

  it('a holiday closes the store for the day', async () => {
    setSaoPauloTime('2026-12-25T20:00');
    const { loja } = (await byPoint(west(SUDOESTE, 3))).json().data[0];
    expect(loja).toMatchObject({ id: SUDOESTE.id, statusLoja: 'fechada', horario: 'Fechado hoje' });
  });

  it('an overnight window keeps the store open after midnight', async () => {
    setSaoPauloTime('2025-06-07T00:15'); // Saturday 00:15, Friday's 11:30–00:30 window at Asa Norte
    const { loja } = (await byPoint(ASA_NORTE)).json().data[0];
    expect(loja).toMatchObject({ id: ASA_NORTE.id, statusLoja: 'aberta' });
  });

  it('fee band limits: just under 2 km pays the first band, just over the second', async () => {
    setSaoPauloTime('2025-06-01T13:00'); // Sunday lunch: Asa Sul, Asa Norte and Sudoeste open
    expect((await byPoint(south(ASA_SUL, 1.99))).json().data[0].loja).toMatchObject({
      id: 1,
      frete: { valor: 490 },
    });
    expect((await byPoint(south(ASA_SUL, 2.01))).json().data[0].loja).toMatchObject({
      id: 1,
      frete: { valor: 690 },
    });
    expect((await byPoint(south(ASA_SUL, 6.99))).json().data[0].loja).toMatchObject({
      id: 1,
      frete: { valor: 1190 },
      distancia: 6.99,
    });
  });

  it('edge of a delivery area: just inside is served, just outside is a 404 in pt-BR', async () => {
    setSaoPauloTime('2025-06-01T13:00');
    const inside = (await byPoint(west(SUDOESTE, 4.99))).json();
    expect(inside.data[0].loja).toMatchObject({ id: SUDOESTE.id, frete: { valor: 890 }, distancia: 4.99 });
    const outside = await byPoint(west(SUDOESTE, 5.01));
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({
      status: 'error',
      code: 'no_store_delivers',
      message: NO_STORE_DELIVERS_MESSAGE,
    });
    expect((await byPoint(south(ASA_SUL, 7.01))).statusCode).toBe(404);
  });

  it('between two overlapping areas, the nearer open store wins on each side', async () => {
    setSaoPauloTime('2025-06-01T13:00');
    const towardsNorte = { lat: -15.78, lng: -47.882 }; // ~1.8 km from Asa Norte, ~3.8 km from Asa Sul
    const towardsSul = { lat: -15.8, lng: -47.886 }; // ~1.5 km from Asa Sul
    expect((await byPoint(towardsNorte)).json().data[0].loja.id).toBe(ASA_NORTE.id);
    expect((await byPoint(towardsSul)).json().data[0].loja.id).toBe(ASA_SUL.id);
  });

  it('no store at all far from every store', async () => {
    const res = await byPoint({ lat: -22.9711, lng: -43.1822 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ainda não entregamos neste endereço.');
  });

  it.each([
    [{ lat: 'abc', lng: '-47.9' }, 'O campo lat deve ser um número.'],
    [{ lat: '-95', lng: '-47.9' }, 'O campo lat está fora do intervalo permitido.'],
    [{ lat: '-15.8' }, 'Informe lat e lng juntos.'],
    [{}, 'Informe o endereço, o CEP ou a localização (lat e lng).'],
    [{ lat: '-15.8', lng: '-47.9', modalidadeId: 'RET' }, "O campo modalidadeId deve ser 'DLV'."],
  ])('bad input %j → 400 %s', async (query, message) => {
    const res = await lookup(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });
});

describe('GET /api/lojas by address (offline gazetteer)', () => {
  it('geocodes the street, then chooses the store', async () => {
    setSaoPauloTime('2025-06-01T13:00');
    const res = await lookup({
      endereco: 'SQS 308 Bloco A',
      numero: '0',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      estado: 'DF',
      marcaId: 4,
      modalidadeId: 'DLV',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].loja.id).toBe(ASA_SUL.id);
  });

  it('geocodes by CEP alone', async () => {
    const res = await lookup({ cep: '05422012' });
    expect(res.json().data[0].loja).toMatchObject({
      id: 5,
      nome: 'Hanami Sushi Pinheiros',
      metodo_pagamento: 'braspag',
    });
  });

  it('an address it cannot locate is a 404 (the web retries by coordinates)', async () => {
    const res = await lookup({ endereco: 'Rua Que Não Existe', cidade: 'Brasília', estado: 'DF' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADDRESS_NOT_LOCATED);
  });

  it('a located address no store serves is the no-delivery 404', async () => {
    const res = await lookup({ endereco: 'Avenida Atlântica', cidade: 'Rio de Janeiro', estado: 'RJ' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_STORE_DELIVERS_MESSAGE);
  });
});
