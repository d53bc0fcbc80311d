import { afterEach, describe, expect, it, vi } from 'vitest';
import { postIdempotent } from './idempotent-post.ts';

const answering = (status: number, body: string) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));

afterEach(() => vi.unstubAllGlobals());

describe('a POST with an Idempotency-Key', () => {
  it('sends the body and the key, and gives back the accepted data with the message', async () => {
    const fetchMock = answering(
      201,
      JSON.stringify({ status: 'success', message: 'Feito', data: { id: 7 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(postIdempotent('doacao', { valor: 500 }, 'key-1')).resolves.toEqual({
      kind: 'accepted',
      data: { id: 7 },
      message: 'Feito',
    });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/doacao');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"valor":500}');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
  });

  it('says when no answer came, so the same key may be sent again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(postIdempotent('pedido', {}, 'key-2')).resolves.toEqual({ kind: 'unanswered' });
  });

  it('tells a refused session apart, with its message or the default one', async () => {
    vi.stubGlobal('fetch', answering(401, JSON.stringify({ status: 'error', message: 'Token inválido' })));
    await expect(postIdempotent('pedido', {}, 'k')).resolves.toEqual({
      kind: 'unauthorized',
      message: 'Token inválido',
    });
    vi.stubGlobal('fetch', answering(200, JSON.stringify({ status: 'error', responseCode: 401 })));
    await expect(postIdempotent('pedido', {}, 'k')).resolves.toEqual({
      kind: 'unauthorized',
      message: 'Sessão expirada',
    });
  });

  it('keeps a refusal whole, and a body that is not JSON as no envelope', async () => {
    const refusal = { status: 'error', code: 'order_total_changed', message: 'Mudou', data: { total: 1 } };
    vi.stubGlobal('fetch', answering(409, JSON.stringify(refusal)));
    await expect(postIdempotent('pedido', {}, 'k')).resolves.toEqual({
      kind: 'refused',
      status: 409,
      envelope: refusal,
    });
    vi.stubGlobal('fetch', answering(502, '<html>Bad Gateway</html>'));
    await expect(postIdempotent('pedido', {}, 'k')).resolves.toEqual({
      kind: 'refused',
      status: 502,
      envelope: null,
    });
  });
});
