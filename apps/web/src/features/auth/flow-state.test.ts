import { afterEach, describe, expect, it } from 'vitest';
import { finishFlow, readFlow, rememberReturnPath, updateFlow } from './flow-state.ts';

afterEach(() => sessionStorage.clear());

describe('auth flow state', () => {
  it('carries the steps’ values in the tab and ends with where to go', () => {
    rememberReturnPath('/login');
    expect(readFlow()).toEqual({ returnTo: '/tabs/cardapio' });
    rememberReturnPath('/sacola');
    updateFlow({ celular: '(61) 99999-0000', resendAt: 1000 });
    expect(JSON.parse(sessionStorage.getItem('comanda-auth-flow') ?? 'null')).toEqual({
      returnTo: '/sacola',
      celular: '(61) 99999-0000',
      resendAt: 1000,
    });
    expect(finishFlow()).toBe('/sacola');
    expect(sessionStorage.getItem('comanda-auth-flow')).toBeNull();
    expect(finishFlow()).toBe('/tabs/cardapio');
  });

  it('starts over from a value of the wrong shape', () => {
    sessionStorage.setItem('comanda-auth-flow', '{"celular":61999990000}');
    expect(readFlow()).toEqual({});
    sessionStorage.setItem('comanda-auth-flow', '{"signup":{"nome":"Rui"}}');
    expect(readFlow()).toEqual({});
  });
});
