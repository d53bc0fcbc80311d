import { describe, expect, it } from 'vitest';
import { holdsOtherStore, type StoredBagLine } from '../bag/index.ts';
import { addressFromForm, formFromAddress, validateAddressForm } from './address-form.ts';
import {
  type DeliveryAddress,
  draftFromPlace,
  fillFromSecondSource,
  makeCurrent,
  needsNumber,
  needsSecondSource,
  numberLabel,
  removeAddress,
  replaceAddress,
  streetLine,
  toStoredLocation,
} from './address-rules.ts';

const location = {
  logradouro: 'SQN 412 Bloco A',
  numero: '',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70867-010',
  lat: -15.7468,
  lng: -47.879,
};

const address = (localId: string, extra: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  localId,
  apelido: null,
  logradouro: `Rua ${localId}`,
  numero: '1',
  complemento: null,
  bairro: 'Centro',
  cidade: 'Brasília',
  estado: 'DF',
  cep: null,
  ponto_referencia: null,
  ...extra,
});

describe('number s/n (§2)', () => {
  it("shows '0' (and a typed s/n) as s/n and keeps other numbers", () => {
    expect(numberLabel('0')).toBe('s/n');
    expect(numberLabel('S/N')).toBe('s/n');
    expect(numberLabel(0)).toBe('s/n');
    expect(numberLabel('120')).toBe('120');
    expect(streetLine({ logradouro: 'SQN 412 Bloco A', numero: '0' })).toBe('SQN 412 Bloco A, s/n');
    expect(streetLine({ logradouro: 'SQN 412 Bloco A', numero: '' })).toBe('SQN 412 Bloco A');
  });

  it("asks the number only when there is none ('0' is an answer)", () => {
    expect(needsNumber({ numero: '' })).toBe(true);
    expect(needsNumber({ numero: ' ' })).toBe(true);
    expect(needsNumber({ numero: '0' })).toBe(false);
  });

  it("stores 'Sem número' as '0' and shows it back as the checkbox", () => {
    const values = { ...formFromAddress(address('a')), numero: '', semNumero: true };
    expect(validateAddressForm(values).numero).toBeUndefined();
    const saved = addressFromForm(address('a'), values);
    expect(saved.numero).toBe('0');
    expect(formFromAddress(saved)).toMatchObject({ numero: '', semNumero: true });
  });
});

describe('DF second source (§4 Location tile)', () => {
  it('is asked only for DF with a missing cep, logradouro or bairro', () => {
    expect(needsSecondSource(location)).toBe(false);
    expect(needsSecondSource({ ...location, cep: '' })).toBe(true);
    expect(needsSecondSource({ ...location, logradouro: '' })).toBe(true);
    expect(needsSecondSource({ ...location, bairro: '' })).toBe(true);
    expect(needsSecondSource({ ...location, estado: 'SP', bairro: '' })).toBe(false);
  });

  it('fills only the missing fields', () => {
    const place = { logradouro: 'Outra', cep: '70000-000', bairro: 'Asa Norte', cidade: 'X', estado: 'DF' };
    expect(fillFromSecondSource({ ...location, bairro: '', cep: '' }, place)).toEqual({
      ...location,
      bairro: 'Asa Norte',
      cep: '70000-000',
    });
  });
});

describe('storage shapes (§3)', () => {
  it('stores the current location with latitude/longitude instead of lat/lng', () => {
    expect(toStoredLocation(location)).toEqual({
      logradouro: 'SQN 412 Bloco A',
      numero: '',
      bairro: 'Asa Norte',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70867-010',
      latitude: -15.7468,
      longitude: -47.879,
    });
  });

  it('clears a result without latitude', () => {
    expect(toStoredLocation({ ...location, lat: null as unknown as number })).toBeNull();
    expect(toStoredLocation({ ...location, lat: Number.NaN })).toBeNull();
  });

  it('keeps the point of a draft under both names', () => {
    const draft = draftFromPlace({
      ...location,
      latitude: -15.7,
      longitude: -47.8,
      lat: undefined,
      lng: undefined,
    });
    expect(draft).toMatchObject({ lat: -15.7, lng: -47.8, latitude: -15.7, longitude: -47.8, numero: '' });
    expect(draftFromPlace({ ...location, lat: null, lng: null }).lat).toBeUndefined();
  });

  it('keeps the current address first: choosing, editing and deleting', () => {
    const list = [address('a', { principal: true }), address('b'), address('c')];
    const chosen = makeCurrent(list, list[2]!);
    expect(chosen.map((item) => [item.localId, item.principal])).toEqual([
      ['c', true],
      ['a', false],
      ['b', false],
    ]);
    expect(makeCurrent(list, address('new')).map((item) => item.localId)).toEqual(['new', 'a', 'b', 'c']);
    const edited = replaceAddress(chosen, { ...address('a'), numero: '99' });
    expect(edited[1]).toMatchObject({ localId: 'a', numero: '99', principal: false });
    expect(removeAddress(chosen, chosen[0]!).map((item) => [item.localId, item.principal])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});

describe('changing address with a bag (§4 Bag)', () => {
  it('asks only when the bag has lines of another store', () => {
    const line = {} as StoredBagLine;
    expect(holdsOtherStore(undefined, 2)).toBe(false);
    expect(holdsOtherStore({ lojaId: 5, itens: [] }, 2)).toBe(false);
    expect(holdsOtherStore({ lojaId: 2, itens: [line] }, 2)).toBe(false);
    expect(holdsOtherStore({ lojaId: null, itens: [line] }, 2)).toBe(false);
    expect(holdsOtherStore({ lojaId: 5, itens: [line] }, 2)).toBe(true);
  });
});

describe('address form (§5)', () => {
  const filled = formFromAddress(address('a', { cep: '70867-010' }));

  it("says 'CEP inválido!' for a CEP under 9 characters; an empty CEP is allowed", () => {
    expect(validateAddressForm({ ...filled, cep: '70867-01' }).cep).toBe('CEP inválido!');
    expect(validateAddressForm({ ...filled, cep: '' }).cep).toBeUndefined();
    expect(validateAddressForm(filled)).toEqual({});
  });

  it('requires the street, number, neighbourhood, city and state', () => {
    const errors = validateAddressForm({
      ...filled,
      logradouro: ' ',
      numero: '',
      bairro: '',
      cidade: '',
      estado: '',
    });
    expect(errors).toEqual({
      logradouro: 'O campo logradouro é obrigatório!',
      numero: 'O campo número é obrigatório!',
      bairro: 'O campo bairro é obrigatório!',
      cidade: 'O campo cidade é obrigatório!',
      estado: 'O campo estado é obrigatório!',
    });
  });

  it('trims, upper-cases the state and turns empty optional fields into null', () => {
    const saved = addressFromForm(address('a'), {
      ...filled,
      estado: 'df',
      complemento: '  ',
      apelido: ' Casa ',
    });
    expect(saved).toMatchObject({ localId: 'a', estado: 'DF', complemento: null, apelido: 'Casa' });
  });
});
