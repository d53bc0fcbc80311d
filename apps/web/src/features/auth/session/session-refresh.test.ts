import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { ensureFreshSession } from './session-refresh.ts';

afterEach(() => vi.unstubAllGlobals());

function stubRefresh() {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          status: 'success',
          data: {
            usuario: { jwt: 'new', id_externo: 'c', nome: 'Ana' },
            refresh_token: 'r2',
            expira_em: 3600,
          },
        }),
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ensureFreshSession', () => {
  it('does nothing while the access token has more than a minute left', async () => {
    const fetchMock = stubRefresh();
    writeStored('usuario', { jwt: 'old', refresh_token: 'r1', jwt_expira_em: Date.now() + 120_000 });
    await ensureFreshSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('trades the refresh token once for concurrent callers when the token is about to expire', async () => {
    const fetchMock = stubRefresh();
    writeStored('usuario', {
      jwt: 'old',
      id_externo: 'c',
      nome: 'Ana',
      refresh_token: 'r1',
      jwt_expira_em: Date.now() + 10_000,
    });
    await Promise.all([ensureFreshSession(), ensureFreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readStored<{ jwt: string; refresh_token: string }>('usuario')).toMatchObject({
      jwt: 'new',
      refresh_token: 'r2',
    });
  });
});
