import { haversineKm } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import gazetteer from './gazetteer.json' with { type: 'json' };
import { OFFLINE_REVERSE_MAX_KM, offlineGeocoder } from './offline.ts';

const geocoder = offlineGeocoder();
const catalogStores = [
  { nome: 'Asa Sul', cep: '70239-530', lat: -15.8131, lng: -47.8897 },
  { nome: 'Asa Norte', cep: '70854-520', lat: -15.7646, lng: -47.8773 },
  { nome: 'Sudoeste', cep: '70670-521', lat: -15.799, lng: -47.925 },
  { nome: 'Águas Claras', cep: '71936-250', lat: -15.8391, lng: -48.0262 },
  { nome: 'Pinheiros', cep: '05422-012', lat: -23.5663, lng: -46.6866 },
];

describe('offline gazetteer', () => {
  it('has well-formed entries: CEP mask, UF, coordinates in Brazil', () => {
    for (const entry of gazetteer.lugares) {
      expect(entry.cep).toMatch(/^\d{5}-\d{3}$/);
      expect(entry.estado).toMatch(/^[A-Z]{2}$/);
      expect(entry.lat).toBeGreaterThan(-34);
      expect(entry.lat).toBeLessThan(6);
      expect(entry.lng).toBeGreaterThan(-74);
      expect(entry.lng).toBeLessThan(-34);
    }
  });

  it.each(catalogStores)('knows the street of the $nome store and places it there', async (store) => {
    const found = await geocoder.lookupCep(store.cep);
    expect(found).not.toBeNull();
    expect(haversineKm(store, { lat: found!.lat!, lng: found!.lng! })).toBeLessThan(0.05);
  });

  it('searches by CEP first, in either mask', async () => {
    expect(await geocoder.search({ cep: '70355010', numero: '12' })).toMatchObject({
      logradouro: 'SQS 308 Bloco A',
      numero: '12',
      cep: '70355-010',
    });
  });

  it('searches by street ignoring case and accents, narrowed by city and neighbourhood', async () => {
    expect(await geocoder.search({ logradouro: 'avenida das araucarias', cidade: 'BRASILIA' })).toMatchObject(
      {
        bairro: 'Águas Claras',
        cep: '71936-250',
      },
    );
    expect(await geocoder.search({ logradouro: 'Rua dos Pinheiros', bairro: 'Pinheiros' })).toMatchObject({
      cidade: 'São Paulo',
      estado: 'SP',
    });
    expect(await geocoder.search({ logradouro: 'Rua dos Pinheiros', cidade: 'Brasília' })).toBeNull();
  });

  it('falls back to the neighbourhood when the street is unknown', async () => {
    expect(
      await geocoder.search({ logradouro: 'Quadra Desconhecida', bairro: 'Sudoeste', cidade: 'Brasília' }),
    ).toMatchObject({ bairro: 'Sudoeste' });
    expect(await geocoder.search({ logradouro: 'Quadra Desconhecida', cidade: 'Brasília' })).toBeNull();
    expect(await geocoder.search({})).toBeNull();
  });

  it('reverse gives the nearest entry within the limit and keeps the point asked', async () => {
    const point = { lat: -15.7632, lng: -47.8712 };
    expect(await geocoder.reverse(point)).toMatchObject({
      logradouro: 'Campus Universitário Darcy Ribeiro',
      ...point,
    });
    const far = { lat: -15.8131 - (OFFLINE_REVERSE_MAX_KM + 5) / 111, lng: -47.8897 };
    expect(await geocoder.reverse(far)).toBeNull();
  });

  it('an unknown or malformed CEP is null', async () => {
    expect(await geocoder.lookupCep('99999-999')).toBeNull();
    expect(await geocoder.lookupCep('123')).toBeNull();
  });
});
