import { afterEach, describe, expect, it, vi } from 'vitest';
import { number, object, string } from './schema.ts';
import { defineSessionKey } from './session-storage.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  window.dataLayer = [];
});

const draft = defineSessionKey('reservation-draft', object({ lojaId: number, data: string }));

describe('session keys', () => {
  it('keep JSON in the tab’s sessionStorage under the names earlier versions used', () => {
    draft.write({ lojaId: 1, data: '2025-06-02' });
    expect(JSON.parse(sessionStorage.getItem('comanda-reservation-draft') ?? 'null')).toEqual({
      lojaId: 1,
      data: '2025-06-02',
    });
    expect(localStorage.length).toBe(0);
    expect(draft.read()).toEqual({ lojaId: 1, data: '2025-06-02' });
    sessionStorage.setItem('comanda-auth-flow', '{"celular":"(61) 99999-0000"}');
    expect(defineSessionKey('auth-flow', object({ celular: string })).read()).toEqual({
      celular: '(61) 99999-0000',
    });
    expect(defineSessionKey('doacao-a-perguntar', (value) => value).read()).toBeUndefined();
    draft.remove();
    expect(sessionStorage.getItem('comanda-reservation-draft')).toBeNull();
  });

  it('drop a value that fails its check or is not JSON, and report it once', () => {
    sessionStorage.setItem('comanda-reservation-draft', '{"lojaId":"1"}');
    expect(draft.read()).toBeUndefined();
    expect(sessionStorage.getItem('comanda-reservation-draft')).toBeNull();
    sessionStorage.setItem('comanda-reservation-draft', '{not json');
    expect(draft.read()).toBeUndefined();
    expect(draft.read()).toBeUndefined();
    expect(window.dataLayer).toEqual([
      { event: 'storage_invalid', key: 'reservation-draft' },
      { event: 'storage_invalid', key: 'reservation-draft' },
    ]);
  });

  it('live in the page’s memory where sessionStorage cannot be used', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    draft.write({ lojaId: 3, data: '2025-06-04' });
    expect(draft.read()).toEqual({ lojaId: 3, data: '2025-06-04' });
    draft.remove();
    expect(draft.read()).toBeUndefined();
  });
});
