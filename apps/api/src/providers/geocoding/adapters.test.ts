import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import {
  fakeJsonServer,
  NOMINATIM_REVERSE_PINHEIROS,
  NOMINATIM_SEARCH_SQS_308,
  VIACEP_01001000,
} from './fake-servers.ts';
import { GeocodingError } from './geocoder.ts';
import { createGeocoder, NOMINATIM_USER_AGENT } from './index.ts';
import { nominatimGeocoder } from './nominatim.ts';
import { viaCepLookup } from './viacep.ts';

const nominatim = await fakeJsonServer(({ path, query }) => {
  if (path === '/search' && query.q !== undefined)
    return {
      status: 200,
      // the same road twice (two OSM ways) and a result without a road: one suggestion remains
      body: query.q.startsWith('sqs 3')
        ? [
            ...NOMINATIM_SEARCH_SQS_308,
            ...NOMINATIM_SEARCH_SQS_308,
            { lat: '-15.8', lon: '-47.9', address: {} },
          ]
        : [],
    };
  if (path === '/search')
    return { status: 200, body: query.street?.includes('SQS 308') ? NOMINATIM_SEARCH_SQS_308 : [] };
  if (path === '/reverse')
    return {
      status: 200,
      body: Number(query.lat) < -20 ? NOMINATIM_REVERSE_PINHEIROS : { error: 'Unable to geocode' },
    };
  return { status: 404, body: {} };
});
const viaCep = await fakeJsonServer(({ path }) => {
  if (path === '/ws/01001000/json/') return { status: 200, body: VIACEP_01001000 };
  if (path === '/ws/99999999/json/') return { status: 200, body: { erro: 'true' } };
  return { status: 400, body: '<h1>Bad Request</h1>' };
});
const hanging = await fakeJsonServer(() => 'hang');
const broken = await fakeJsonServer(() => ({ status: 500, body: { message: 'internal' } }));

/** How long the hanging server is waited for. */
const timeoutMs = 300;
/** The servers that answer get a bound a busy machine never reaches (300 ms was, with the test suites running). */
const answerMs = 10_000;

describe('Nominatim adapter (against a fake server)', () => {
  const geocoder = nominatimGeocoder({
    baseUrl: nominatim.url,
    userAgent: NOMINATIM_USER_AGENT,
    timeoutMs: answerMs,
  });

  it('searches with structured parameters, jsonv2, Brazil only and the User-Agent', async () => {
    const place = await geocoder.search({
      logradouro: 'SQS 308 Bloco A',
      numero: '12',
      cidade: 'Brasília',
      estado: 'DF',
    });
    expect(place).toEqual({
      logradouro: 'SQS 308',
      numero: '12',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70355-010',
      lat: -15.8127013,
      lng: -47.9005121,
    });
    const request = nominatim.received.at(-1)!;
    expect(request.path).toBe('/search');
    expect(request.query).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      limit: '1',
      countrycodes: 'br',
      street: '12 SQS 308 Bloco A',
      city: 'Brasília',
      state: 'DF',
    });
    expect(request.headers['user-agent']).toBe(NOMINATIM_USER_AGENT);
  });

  it('an empty search answer is "not found"', async () => {
    expect(await geocoder.search({ logradouro: 'Rua Inexistente', cidade: 'Brasília' })).toBeNull();
  });

  it('suggests free-form matches, biased around the customer, without duplicates or roadless results', async () => {
    const places = await geocoder.suggest('sqs 3', { limit: 8, near: { lat: -15.8, lng: -47.9 } });
    expect(places).toEqual([
      {
        logradouro: 'SQS 308',
        numero: '',
        bairro: 'Asa Sul',
        cidade: 'Brasília',
        estado: 'DF',
        cep: '70355-010',
        lat: -15.8127013,
        lng: -47.9005121,
      },
    ]);
    const request = nominatim.received.at(-1)!;
    expect(request.query).toMatchObject({ q: 'sqs 3', limit: '8', countrycodes: 'br', format: 'jsonv2' });
    expect(request.query.viewbox).toBe('-48.2,-15.5,-47.6,-16.1');
    expect(request.query.bounded).toBeUndefined();
    expect(await geocoder.suggest('rua inexistente', { limit: 8 })).toEqual([]);
    expect(nominatim.received.at(-1)!.query.viewbox).toBeUndefined();
  });

  it('reverse reads the address and keeps the point asked', async () => {
    expect(await geocoder.reverse({ lat: -23.56631, lng: -46.68662 })).toEqual({
      logradouro: 'Rua dos Pinheiros',
      numero: '1057',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      cep: '05422-012',
      lat: -23.56631,
      lng: -46.68662,
    });
    expect(nominatim.received.at(-1)!.query).toMatchObject({ lat: '-23.56631', lon: '-46.68662' });
  });

  it('reverse answering {error: \'Unable to geocode\'} is "not found"', async () => {
    expect(await geocoder.reverse({ lat: -15.8, lng: -47.9 })).toBeNull();
  });
});

describe('ViaCEP adapter (against a fake server)', () => {
  const lookup = viaCepLookup({ baseUrl: viaCep.url, timeoutMs: answerMs });

  it('reads the documented answer; ViaCEP has no coordinates', async () => {
    expect(await lookup.lookupCep('01001-000')).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      cidade: 'São Paulo',
      estado: 'SP',
      lat: null,
      lng: null,
    });
    expect(viaCep.received.at(-1)!.path).toBe('/ws/01001000/json/');
  });

  it('{ "erro": "true" } is "not found"', async () => {
    expect(await lookup.lookupCep('99999-999')).toBeNull();
  });

  it('an HTTP 400 is a provider failure', async () => {
    await expect(lookup.lookupCep('12345678')).rejects.toBeInstanceOf(GeocodingError);
  });
});

describe('a provider that hangs or fails', () => {
  it('a hanging provider times out with a GeocodingError, not a hang', async () => {
    const started = Date.now();
    const slow = nominatimGeocoder({ baseUrl: hanging.url, userAgent: 'test', timeoutMs });
    await expect(slow.reverse({ lat: -15.8, lng: -47.9 })).rejects.toMatchObject({ reason: 'timeout' });
    await expect(
      viaCepLookup({ baseUrl: hanging.url, timeoutMs }).lookupCep('01001000'),
    ).rejects.toBeInstanceOf(GeocodingError);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a 5xx or an unreachable provider is a GeocodingError', async () => {
    const failing = nominatimGeocoder({ baseUrl: broken.url, userAgent: 'test', timeoutMs: answerMs });
    await expect(failing.search({ logradouro: 'SQS 308' })).rejects.toMatchObject({ reason: 'HTTP 500' });
    const closed = nominatimGeocoder({
      baseUrl: 'http://127.0.0.1:9',
      userAgent: 'test',
      timeoutMs: answerMs,
    });
    await expect(closed.search({ logradouro: 'SQS 308' })).rejects.toBeInstanceOf(GeocodingError);
  });
});

describe('GEOCODER=nominatim', () => {
  it('takes the CEP from ViaCEP and its point from Nominatim when found', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      GEOCODER: 'nominatim',
      NOMINATIM_URL: nominatim.url,
      VIACEP_URL: viaCep.url,
      GEOCODER_TIMEOUT_MS: String(answerMs),
    });
    const geocoder = createGeocoder(env);
    expect(await geocoder.lookupCep('01001-000')).toMatchObject({ logradouro: 'Praça da Sé', lat: null });
    expect(await geocoder.reverse({ lat: -23.56631, lng: -46.68662 })).toMatchObject({ cep: '05422-012' });
  });

  it('rejects an unknown geocoder name and a non-URL base', () => {
    expect(() => loadEnv({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
    expect(() => loadEnv({ NOMINATIM_URL: 'ftp://x' })).toThrow(/NOMINATIM_URL/);
  });
});
