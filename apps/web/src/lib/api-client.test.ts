import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeSessionExpired, onSessionExpired } from '../features/auth/index.ts';
import { writeStored } from '../testing/stored.ts';
import { ApiError, api, buildUrl, REQUEST_FAILED_MESSAGE } from './api-client.ts';

function respond(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function sentInit(fetchMock: ReturnType<typeof respond>): RequestInit {
  return fetchMock.mock.calls[0]?.[1] ?? {};
}

function sentHeaders(fetchMock: ReturnType<typeof respond>): Record<string, string> {
  return sentInit(fetchMock).headers as Record<string, string>;
}

function setCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the API setting its CSRF cookie
  document.cookie = value;
}

describe('api client', () => {
  beforeEach(() => {
    setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    acknowledgeSessionExpired();
  });

  it('builds relative /api URLs and drops empty query values', () => {
    expect(buildUrl('cardapio', { marcaId: 4, modalidadeId: 'DLV', lojaId: undefined })).toBe(
      '/api/cardapio?marcaId=4&modalidadeId=DLV',
    );
    expect(buildUrl('/health')).toBe('/api/health');
  });

  it('sends the §7 headers plus platform and version, without bearer for visitors', async () => {
    const fetchMock = respond(200, { status: 'success', data: { ok: true } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('health')).resolves.toEqual({ ok: true });
    const headers = sentHeaders(fetchMock);
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Encrypt).toBe('false');
    expect(headers['X-Platform']).toBe('PWA');
    expect(headers['X-App-Version']).toBe('1.3.14');
    expect(headers.Authorization).toBeUndefined();
  });

  it('adds the bearer token of the stored user', async () => {
    writeStored('usuario', { jwt: 'token-123', id_externo: 'e1', nome: 'Ana' });
    const fetchMock = respond(200, { status: 'success', data: [] });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('banners');
    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer token-123');
  });

  it('sends the CSRF cookie back as a header on non-GET requests only', async () => {
    setCookie('XSRF-TOKEN=csrf%20value; path=/');
    const fetchMock = respond(200, { status: 'success', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await api.post('cupom', { body: { cupom: 'X' } });
    expect(sentHeaders(fetchMock)['X-XSRF-TOKEN']).toBe('csrf value');
    const init = sentInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ cupom: 'X' }));

    const getMock = respond(200, { status: 'success', data: null });
    vi.stubGlobal('fetch', getMock);
    await api.get('cardapio');
    expect(sentHeaders(getMock)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('rejects with the server message on a refused request', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        status: 'error',
        code: 'validation_failed',
        message: 'O campo marcaId deve ser um número.',
      }),
    );
    await expect(api.get('cardapio')).rejects.toMatchObject({
      message: 'O campo marcaId deve ser um número.',
      status: 400,
      code: 'validation_failed',
    });
  });

  it('carries the envelope code, or one decided by the status when the answer has none', async () => {
    vi.stubGlobal(
      'fetch',
      respond(404, {
        status: 'error',
        code: 'no_store_delivers',
        message: 'Ainda não entregamos neste endereço.',
      }),
    );
    await expect(api.get('lojas')).rejects.toMatchObject({ status: 404, code: 'no_store_delivers' });
    vi.stubGlobal(
      'fetch',
      respond(503, { status: 'error', code: 'geocoding_unavailable', message: 'Serviço indisponível.' }),
    );
    await expect(api.get('lojas')).rejects.toMatchObject({
      message: REQUEST_FAILED_MESSAGE,
      code: 'geocoding_unavailable',
    });
    vi.stubGlobal(
      'fetch',
      respond(422, { status: 'error', code: 'code_of_a_newer_server', message: 'Recusado.' }),
    );
    // A code this build does not list is carried as sent: no branch matches it, and nothing is lost.
    await expect(api.get('lojas')).rejects.toMatchObject({
      message: 'Recusado.',
      code: 'code_of_a_newer_server',
    });
    vi.stubGlobal('fetch', respond(422, { status: 'error', message: 'Recusado.' }));
    await expect(api.get('lojas')).rejects.toMatchObject({ message: 'Recusado.', code: 'bad_request' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    await expect(api.get('lojas')).rejects.toMatchObject({ status: 502, code: 'internal_error' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Too Many Requests', { status: 429 })),
    );
    await expect(api.get('lojas')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('hides server errors and network failures behind the generic message', async () => {
    vi.stubGlobal('fetch', respond(500, { status: 'error', message: 'stack trace' }));
    await expect(api.get('cardapio')).rejects.toMatchObject({ message: REQUEST_FAILED_MESSAGE });
    await expect(api.get('cardapio')).rejects.toMatchObject({ code: 'internal_error' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('cardapio')).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('cardapio')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it.each([
    ['an HTTP 401', 401, { status: 'error', message: 'Não autenticado.' }],
    ['a body responseCode 401', 200, { status: 'error', message: 'Token inválido.', responseCode: 401 }],
  ])('ends the session on %s: storage cleared, shell notified once', async (_label, status, body) => {
    writeStored('usuario', { jwt: 'old', id_externo: 'e1', nome: 'Ana' });
    writeStored('carrinho', { itens: [1] });
    writeStored('aceitaCookies', 'true');
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    vi.stubGlobal('fetch', respond(status, body));

    await expect(api.get('fidelidade')).rejects.toMatchObject({ status: 401 });
    await expect(api.get('fidelidade')).rejects.toMatchObject({ status: 401, code: 'not_authenticated' });

    expect(localStorage.getItem('hanami-usuario')).toBeNull();
    expect(localStorage.getItem('hanami-carrinho')).toBeNull();
    expect(localStorage.getItem('hanami-aceitaCookies')).toBe('true');
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
