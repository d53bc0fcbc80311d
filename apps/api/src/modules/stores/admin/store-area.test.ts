import { haversineKm, RESTAURANT_OUTSIDE_AREA_MESSAGE } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { buildWithClock } from '../../auth/testing.ts';
import { asStaff, signedInStaff } from '../../staff/testing.ts';

// Tuesday 3 June 2025, 20:00 in Brasília.
const { app, clock } = await buildWithClock({}, new Date('2025-06-03T23:00:00Z'));
const now = clock.now();
const admin = await signedInStaff(app, now, 'admin');
const managerA = await signedInStaff(app, now, 'gerente', [3]);
const managerB = await signedInStaff(app, now, 'gerente', [2]);
const operatorA = await signedInStaff(app, now, 'operador', [3]);

const STORE = 3; // Sudoeste
const at = (path: string) => `/api/gestao/loja${path}?lojaId=${STORE}`;
/** A point `km` kilometres north of `from`. */
const north = (from: { lat: number; lng: number }, km: number) => ({
  lat: from.lat + km / 111.195,
  lng: from.lng,
});

const delivery = (point: { lat: number; lng: number }) =>
  app.inject({ url: `/api/restaurantes/${STORE}/entrega?lat=${point.lat}&lng=${point.lng}` });

const details = {
  nome: 'Hanami Sushi Sudoeste',
  telefone: '(61) 3341-2020',
  endereco: {
    logradouro: 'CLSW 301 Bloco B',
    numero: 'Loja 12',
    bairro: 'Sudoeste',
    cidade: 'Brasília',
    estado: 'DF',
    cep: '70673-122',
  },
  lat: -15.7985,
  lng: -47.9262,
  habilitadoShinguru: false,
};

describe('a store’s address, point and delivery area in the back office', () => {
  it('moves the store on the map: customers see the new address and their fee counts from the new point', async () => {
    const res = await admin.call('PUT', at('/dados'), details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Dados da loja salvos.', data: details });
    const shown = (await app.inject({ url: `/api/restaurantes/${STORE}` })).json().data;
    expect(shown).toMatchObject({ telefone: '(61) 3341-2020', bairro: 'Sudoeste' });
    const quote = (await delivery(north(details, 1))).json().data;
    expect(quote.distancia).toBeCloseTo(1, 1);
    expect(quote.habilitadoShinguru).toBe(false);
  });

  it('replaces the radius and the fee bands: the fee follows the bands, beyond the radius is outside', async () => {
    const area = {
      raioEntregaKm: 3,
      faixasFrete: [
        { ateKm: 3, valor: 990 },
        { ateKm: 1.5, valor: 350 },
      ],
    };
    const res = await admin.call('PUT', at('/entrega'), area);
    expect(res.statusCode, res.body).toBe(200);
    // ascending by distance, whatever order they came in
    expect(res.json().data).toMatchObject({
      raioEntregaKm: 3,
      faixasFrete: [
        { ateKm: 1.5, valor: 350 },
        { ateKm: 3, valor: 990 },
      ],
    });
    const store = res.json().data as { lat: number; lng: number };
    expect((await delivery(north(store, 1))).json().data.frete.valor).toBe(350);
    expect((await delivery(north(store, 2.4))).json().data.frete.valor).toBe(990);
    const far = north(store, 3.6);
    expect(haversineKm(store, far)).toBeGreaterThan(3);
    const outside = await delivery(far);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(RESTAURANT_OUTSIDE_AREA_MESSAGE);
  });

  it('refuses an area its bands do not cover, repeated bands and bad details, by field, changing nothing', async () => {
    const cases: Array<[string, unknown, string, string]> = [
      [
        '/entrega',
        { raioEntregaKm: 5, faixasFrete: [{ ateKm: 4, valor: 500 }] },
        'faixasFrete',
        'As faixas de frete precisam chegar até o raio de entrega.',
      ],
      [
        '/entrega',
        {
          raioEntregaKm: 2,
          faixasFrete: [
            { ateKm: 2, valor: 500 },
            { ateKm: 2, valor: 700 },
          ],
        },
        'faixasFrete',
        'Duas faixas de frete com a mesma distância.',
      ],
      [
        '/entrega',
        { raioEntregaKm: 80, faixasFrete: [{ ateKm: 80, valor: 0 }] },
        'raioEntregaKm',
        'O campo raio de entrega deve ser de no máximo 50 km.',
      ],
      [
        '/dados',
        { ...details, telefone: 'ligue já' },
        'telefone',
        'Informe o telefone com DDD, como (61) 3333-4444.',
      ],
      [
        '/dados',
        { ...details, endereco: { ...details.endereco, estado: 'df' } },
        'endereco.estado',
        'Informe a UF com duas letras maiúsculas, como DF.',
      ],
      ['/dados', { ...details, lat: 95 }, 'lat', 'Latitude fora do mapa.'],
    ];
    for (const [path, body, campo, mensagem] of cases) {
      const res = await admin.call('PUT', at(path), body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors).toContainEqual({ campo, mensagem });
    }
    const after = (await admin.call('GET', at(''))).json().data;
    expect(after).toMatchObject({ raioEntregaKm: 3, telefone: '(61) 3341-2020' });
  });

  it('is the admin’s alone; every change is audited', async () => {
    for (const who of [managerA, managerB, operatorA]) {
      expect((await who.call('PUT', at('/dados'), details)).statusCode).toBe(403);
      expect(
        (await who.call('PUT', at('/entrega'), { raioEntregaKm: 3, faixasFrete: [{ ateKm: 3, valor: 0 }] }))
          .statusCode,
      ).toBe(403);
    }
    expect((await managerA.call('GET', at(''))).json().data.faixasFrete).toHaveLength(2);
    expect((await asStaff(app, null)('PUT', at('/dados'), details)).statusCode).toBe(401);
    const audit = await admin.call('GET', `/api/gestao/auditoria?entidade=loja&entidadeId=${STORE}`);
    const entries = audit.json().data.itens as Array<{ acao: string; antes: unknown; depois: unknown }>;
    expect(entries.map((e) => e.acao)).toEqual(['loja.entrega', 'loja.dados']);
    expect(entries[0]).toMatchObject({
      antes: { raioEntregaKm: 5 },
      depois: { raioEntregaKm: 3, faixasFrete: [{ ateKm: 1.5 }, { ateKm: 3 }] },
    });
  });
});
