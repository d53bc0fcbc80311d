import type { DeliveryStore } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { StoredBag } from '../bag/index.ts';
import { addressPoint } from './hooks/use-customer-point.ts';
import { decideOrderFromHere } from './order-from-here.ts';
import { cityLine, formatDistance, streetLine, telHref } from './restaurant-text.ts';

const STORE: DeliveryStore = {
  id: 1,
  nome: 'Hanami Sushi Asa Sul',
  tempoEntrega: 45,
  horario: '18:00 às 23:00',
  statusLoja: 'aberta',
  frete: { valor: 490, texto: 'R$\u00a04,90' },
  habilitadoShinguru: true,
  metodo_pagamento: 'mundipagg',
  distancia: 1.2,
};
const POINT = { lat: -15.8, lng: -47.88 };
const bagOf = (lojaId: number, lines = 1) =>
  ({
    lojaId,
    itens: Array.from({ length: lines }, () => ({ qtd: 1 })),
    gift_cards: [],
  }) as unknown as StoredBag;

function steps(overrides: Partial<Parameters<typeof decideOrderFromHere>[0]> = {}) {
  const asked: string[] = [];
  return {
    asked,
    run: () =>
      decideOrderFromHere({
        point: POINT,
        bag: undefined,
        fetchDelivery: async () => STORE,
        confirm: async () => {
          asked.push('confirm');
          return 'executar';
        },
        ...overrides,
      }),
  };
}

describe('decideOrderFromHere', () => {
  it('without a point asks for an address first, without calling the API', async () => {
    let called = false;
    const result = await steps({
      point: undefined,
      fetchDelivery: async () => {
        called = true;
        return STORE;
      },
    }).run();
    expect(result).toEqual({ kind: 'needs-address' });
    expect(called).toBe(false);
  });

  it('with an empty bag or a bag of this store orders at once', async () => {
    for (const bag of [undefined, bagOf(1), bagOf(2, 0)]) {
      const flow = steps({ bag });
      expect(await flow.run()).toEqual({ kind: 'ordering', store: STORE, clearedBag: false });
      expect(flow.asked).toEqual([]);
    }
  });

  it('a bag of another store is cleared only after the customer confirms', async () => {
    const confirmed = steps({ bag: bagOf(2) });
    expect(await confirmed.run()).toEqual({ kind: 'ordering', store: STORE, clearedBag: true });
    expect(confirmed.asked).toEqual(['confirm']);
    const cancelled = await steps({ bag: bagOf(2), confirm: async () => 'cancelar' }).run();
    expect(cancelled).toEqual({ kind: 'cancelled' });
  });

  it('a 422 is the outside-area refusal with the server message; other failures propagate', async () => {
    const refusal = new ApiError('Este restaurante não entrega no seu endereço.', 422);
    expect(
      await steps({
        fetchDelivery: async () => {
          throw refusal;
        },
      }).run(),
    ).toEqual({ kind: 'outside-area', message: 'Este restaurante não entrega no seu endereço.' });
    const failure = new ApiError('Ocorreu um erro, tente novamente!', 500);
    await expect(
      steps({
        fetchDelivery: async () => {
          throw failure;
        },
      }).run(),
    ).rejects.toBe(failure);
  });
});

describe('addressPoint', () => {
  it.each([
    [
      { lat: -15.8, lng: -47.9 },
      { lat: -15.8, lng: -47.9 },
    ],
    [
      { latitude: -15.8, longitude: -47.9 },
      { lat: -15.8, lng: -47.9 },
    ],
    [
      { lat: '-15.8', lng: '-47.9' },
      { lat: -15.8, lng: -47.9 },
    ],
    [{ lat: -15.8 }, undefined],
    [{ lat: 'abc', lng: -47.9 }, undefined],
    [{ lat: 95, lng: -47.9 }, undefined],
    [{ lat: '', lng: '' }, undefined],
    [null, undefined],
  ])('%j → %j', (address, point) => {
    expect(addressPoint(address)).toEqual(point);
  });
});

describe('restaurant text', () => {
  it.each([
    [0, '0 m'],
    [0.35, '350 m'],
    [1, '1,0 km'],
    [5.55, '5,6 km'],
    [871.26, '871,3 km'],
  ])('distance %s km → %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it('writes the address lines and the tel: link', () => {
    const place = {
      logradouro: 'SCLS 405 Bloco C',
      numero: '12',
      complemento: 'Loja 12',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70239-530',
    };
    expect(streetLine(place)).toBe('SCLS 405 Bloco C, 12 - Loja 12');
    expect(streetLine({ ...place, numero: '0', complemento: null })).toBe('SCLS 405 Bloco C, s/n');
    expect(cityLine(place)).toBe('Asa Sul, Brasília - DF, 70239-530');
    expect(telHref('(61) 3345-4050')).toBe('tel:+556133454050');
  });
});
