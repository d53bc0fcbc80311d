import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boolean, literal, number, object, optional, string, text, withDefault } from './schema.ts';
import { defineStoredKey, readStoredRaw, storedKeyWriter, subscribeStorage } from './storage.ts';
import { useStoredValue } from './use-stored.ts';

const storeKey = defineStoredKey('loja', object({ id: number, nome: optional(string) }));
const consentKey = defineStoredKey('aceitaCookies', literal('true'));

const invalidReports = () =>
  (window.dataLayer ?? []).filter((event) => (event as { event?: string }).event === 'storage_invalid');

describe('a stored key', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what it wrote, JSON or plain text', () => {
    storeKey.write({ id: 2, nome: 'Hanami Sushi Asa Norte' });
    consentKey.write('true');
    expect(storeKey.read()).toEqual({ id: 2, nome: 'Hanami Sushi Asa Norte' });
    expect(consentKey.read()).toBe('true');
    expect(localStorage.getItem('hanami-aceitaCookies')).toBe('true');
  });

  it('drops a value that fails its check, and reports it once', () => {
    localStorage.setItem('hanami-loja', JSON.stringify({ id: 'dois' }));
    expect(storeKey.read()).toBeUndefined();
    expect(localStorage.getItem('hanami-loja')).toBeNull();
    expect(storeKey.read()).toBeUndefined();
    expect(invalidReports()).toEqual([{ event: 'storage_invalid', key: 'loja' }]);
  });

  it('drops text that is not JSON', () => {
    localStorage.setItem('hanami-loja', '{not json');
    expect(storeKey.read()).toBeUndefined();
    expect(readStoredRaw('loja')).toBeNull();
    expect(invalidReports()).toHaveLength(1);
  });

  it('keeps the fields its check does not name, and completes the ones with a default', () => {
    const key = defineStoredKey(
      'usuario',
      object({ jwt: string, nome: text, verificado: withDefault(boolean, () => false) }),
    );
    localStorage.setItem('hanami-usuario', JSON.stringify({ jwt: 't', celular: '61999990000' }));
    expect(key.read()).toEqual({ jwt: 't', nome: '', verificado: false, celular: '61999990000' });
    expect(invalidReports()).toEqual([]);
  });

  it('tells subscribers which key changed, through the key or a writer', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    storeKey.write({ id: 1 });
    storedKeyWriter<{ cod: number }>('produto').write({ cod: 31 });
    storeKey.remove();
    expect(listener.mock.calls).toEqual([['loja'], ['produto'], ['loja']]);
    unsubscribe();
    storeKey.write({ id: 2 });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

function StoreName() {
  const store = useStoredValue(storeKey);
  return <p>{store ? (store.nome ?? `loja ${store.id}`) : 'sem loja'}</p>;
}

describe('useStoredValue', () => {
  it('re-renders on writes, and reads a failing value as absent, dropping it after the render', async () => {
    render(
      <>
        <StoreName />
        <StoreName />
      </>,
    );
    expect(screen.getAllByText('sem loja')).toHaveLength(2);

    act(() => storeKey.write({ id: 5, nome: 'Hanami Sushi Pinheiros' }));
    expect(screen.getAllByText('Hanami Sushi Pinheiros')).toHaveLength(2);

    act(() => {
      localStorage.setItem('hanami-loja', JSON.stringify({ nome: 'sem id' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'hanami-loja' }));
    });
    expect(screen.getAllByText('sem loja')).toHaveLength(2);
    expect(localStorage.getItem('hanami-loja')).toBeNull();
    expect(invalidReports()).toEqual([{ event: 'storage_invalid', key: 'loja' }]);
  });
});
