import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from '../testing/stored.ts';
import { clearSessionData, storageKey, subscribeStorage } from './storage.ts';

describe('brand-prefixed storage', () => {
  afterEach(() => localStorage.clear());

  it('prefixes every key with the brand', () => {
    expect(storageKey('usuario')).toBe('hanami-usuario');
    expect(storageKey('aceitaCookies')).toBe('hanami-aceitaCookies');
  });

  it('stores text keys as plain strings, so consent reads exactly "true"', () => {
    writeStored('aceitaCookies', 'true');
    writeStored('canal-compra', 'whatsapp');
    expect(localStorage.getItem('hanami-aceitaCookies')).toBe('true');
    expect(localStorage.getItem('hanami-canal-compra')).toBe('whatsapp');
    expect(readStored('canal-compra')).toBe('whatsapp');
  });

  it('stores structured keys as JSON and reads them back', () => {
    const user = { jwt: 'abc', id_externo: 'x1', nome: 'Ana' };
    writeStored('usuario', user);
    expect(JSON.parse(localStorage.getItem('hanami-usuario') ?? 'null')).toEqual(user);
    expect(readStored('usuario')).toEqual(user);
  });

  it('reads absent or corrupt values as undefined', () => {
    expect(readStored('usuario')).toBeUndefined();
    localStorage.setItem('hanami-usuario', '{not json');
    expect(readStored('usuario')).toBeUndefined();
  });

  it('removes a key', () => {
    writeStored('desconto', { cupom: 'HANAMI10' });
    removeStored('desconto');
    expect(localStorage.getItem('hanami-desconto')).toBeNull();
  });

  it('clears session data but keeps cookie consent and other sites’ keys', () => {
    writeStored('aceitaCookies', 'true');
    writeStored('usuario', { jwt: 'abc' });
    writeStored('carrinho', { itens: [] });
    localStorage.setItem('hanami-chave-antiga', '1');
    localStorage.setItem('outra-marca-usuario', 'x');
    clearSessionData();
    expect(localStorage.getItem('hanami-aceitaCookies')).toBe('true');
    expect(localStorage.getItem('hanami-usuario')).toBeNull();
    expect(localStorage.getItem('hanami-carrinho')).toBeNull();
    expect(localStorage.getItem('hanami-chave-antiga')).toBeNull();
    expect(localStorage.getItem('outra-marca-usuario')).toBe('x');
  });

  it('tells subscribers which key changed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    writeStored('loja', { id: 1 });
    expect(listener).toHaveBeenCalledWith('loja');
    unsubscribe();
    writeStored('loja', { id: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
