import { describe, expect, it } from 'vitest';
import { build } from '../../testing/build.ts';
import { CEP_NOT_FOUND, LOCATION_NOT_FOUND } from './routes.ts';

const { app } = await build();
const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/geocode (offline gazetteer)', () => {
  it('reverse-geocodes a point to the nearest street, keeping the point', async () => {
    const res = await get('/api/geocode?lat=-15.8129&lng=-47.9003');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        logradouro: 'SQS 308 Bloco A',
        numero: '',
        bairro: 'Asa Sul',
        cidade: 'Brasília',
        estado: 'DF',
        cep: '70355-010',
        lat: -15.8129,
        lng: -47.9003,
      },
    });
  });

  it('a point far from everything the gazetteer knows is a 404 in pt-BR', async () => {
    const res = await get('/api/geocode?lat=-3.7&lng=-38.5');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'location_not_found', message: LOCATION_NOT_FOUND });
  });

  it.each(['/api/geocode?lat=x&lng=1', '/api/geocode?lat=1', '/api/geocode?lat=1&lng=200'])(
    'bad coordinates %s → 400',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^O campo (lat|lng) /);
    },
  );
});

describe('GET /api/openstreetmap', () => {
  it('answers the second source fields of §7', async () => {
    const res = await get('/api/openstreetmap?lat=-15.8391&lng=-48.0262');
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        logradouro: 'Avenida das Araucárias',
        cep: '71936-250',
        bairro: 'Águas Claras',
        cidade: 'Brasília',
        estado: 'DF',
      },
    });
  });
});

describe('GET /api/geocode/sugestoes (offline gazetteer)', () => {
  const suggest = async (query: string) => {
    const res = await get(`/api/geocode/sugestoes?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.sugestoes as Array<Record<string, unknown>>;
  };

  it('suggests streets starting with the typed text, ignoring case and accents', async () => {
    const found = await suggest('texto=sqs%20308');
    expect(found[0]).toEqual({
      logradouro: 'SQS 308 Bloco A',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70355-010',
      lat: -15.8127,
      lng: -47.9005,
    });
    const araucarias = await suggest('texto=av%20das%20ARAUCARIAS');
    expect(araucarias.map((place) => place.logradouro)).toContain('Avenida das Araucárias');
  });

  it('matches the neighbourhood too, nearest first when the point is given, at most 8', async () => {
    const nearNorth = await suggest('texto=asa&lat=-15.7631&lng=-47.8829');
    expect(nearNorth.length).toBeGreaterThan(1);
    expect(nearNorth.length).toBeLessThanOrEqual(8);
    expect(nearNorth[0]?.bairro).toBe('Asa Norte');
    const nearSouth = await suggest('texto=asa&lat=-15.8131&lng=-47.8897');
    expect(nearSouth[0]?.bairro).toBe('Asa Sul');
  });

  it('finds a CEP typed without the hyphen', async () => {
    expect((await suggest('texto=70355010'))[0]?.cep).toBe('70355-010');
  });

  it('answers an empty list for text that matches nothing', async () => {
    expect(await suggest('texto=rua%20que%20nao%20existe')).toEqual([]);
  });

  it.each([
    ['texto=ab', 'Digite pelo menos 3 letras do endereço.'],
    ['', 'Digite o endereço que você procura.'],
    [`texto=${'a'.repeat(121)}`, 'O endereço digitado é longo demais.'],
    ['texto=sqs&lat=-15.8', 'Informe lat e lng juntos.'],
  ])('bad query %s → 400 %s', async (query, message) => {
    const res = await get(`/api/geocode/sugestoes?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });
});

describe('GET /api/cep/:cep', () => {
  it.each(['05422-012', '05422012'])('finds %s with its point', async (cep) => {
    const res = await get(`/api/cep/${cep}`);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        cep: '05422-012',
        logradouro: 'Rua dos Pinheiros',
        bairro: 'Pinheiros',
        cidade: 'São Paulo',
        estado: 'SP',
        lat: -23.5663,
        lng: -46.6866,
      },
    });
  });

  it('an unknown CEP is a 404', async () => {
    const res = await get('/api/cep/99999-999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CEP_NOT_FOUND);
  });

  it.each(['123', '7000-000', 'abcdefgh'])('a malformed CEP %s is a 400 "CEP inválido!"', async (cep) => {
    const res = await get(`/api/cep/${cep}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('CEP inválido!');
  });
});
