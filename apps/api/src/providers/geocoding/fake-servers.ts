import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll } from 'vitest';

export interface FakeRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

type Route = (request: FakeRequest) => { status: number; body: unknown } | 'hang';

/**
 * A local HTTP server answering GETs with the route's JSON (or never answering, for 'hang'), recording every
 * request. Closed after the test file.
 */
export async function fakeJsonServer(route: Route) {
  const received: FakeRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.local');
    const fake = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    };
    received.push(fake);
    const answer = route(fake);
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, received };
}

/** Nominatim `/search?format=jsonv2&addressdetails=1` answer for SQS 308 (shape of the documented output). */
export const NOMINATIM_SEARCH_SQS_308 = [
  {
    place_id: 12345678,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 123456789,
    lat: '-15.8127013',
    lon: '-47.9005121',
    category: 'highway',
    type: 'residential',
    place_rank: 26,
    importance: 0.1,
    addresstype: 'road',
    name: 'SQS 308',
    display_name:
      'SQS 308, Asa Sul, Brasília, Região Geográfica Imediata do Distrito Federal, Distrito Federal, 70355-010, Brasil',
    address: {
      road: 'SQS 308',
      suburb: 'Asa Sul',
      city: 'Brasília',
      'ISO3166-2-lvl4': 'BR-DF',
      state: 'Distrito Federal',
      postcode: '70355-010',
      country: 'Brasil',
      country_code: 'br',
    },
    boundingbox: ['-15.8140', '-15.8110', '-47.9020', '-47.8990'],
  },
];

/** Nominatim `/reverse?format=jsonv2&addressdetails=1` answer in Pinheiros, São Paulo. */
export const NOMINATIM_REVERSE_PINHEIROS = {
  place_id: 87654321,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'node',
  osm_id: 987654321,
  lat: '-23.5663100',
  lon: '-46.6866200',
  category: 'building',
  type: 'yes',
  place_rank: 30,
  addresstype: 'building',
  display_name:
    '1057, Rua dos Pinheiros, Pinheiros, São Paulo, Região Metropolitana de São Paulo, São Paulo, 05422-012, Brasil',
  address: {
    house_number: '1057',
    road: 'Rua dos Pinheiros',
    suburb: 'Pinheiros',
    city_district: 'Pinheiros',
    city: 'São Paulo',
    state_district: 'Região Metropolitana de São Paulo',
    state: 'São Paulo',
    'ISO3166-2-lvl4': 'BR-SP',
    postcode: '05422-012',
    country: 'Brasil',
    country_code: 'br',
  },
  boundingbox: ['-23.5664', '-23.5662', '-46.6867', '-46.6865'],
};

/** ViaCEP `/ws/01001000/json/` documented example. */
export const VIACEP_01001000 = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  unidade: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};
