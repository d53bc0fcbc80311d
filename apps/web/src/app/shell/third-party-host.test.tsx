import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptCookies } from '../../features/consent/index.ts';
import { ThirdPartyHost } from './third-party-host.tsx';

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  vi.unstubAllGlobals();
});

describe('ThirdPartyHost', () => {
  it('loads the brand’s scripts only once the cookie banner’s OK is pressed', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: 'success',
            data: {
              tagManager: { url: 'https://tags.example/gtm.js?id=GTM-HANAMI1' },
              fraudFingerprint: null,
              supportWidget: null,
            },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ThirdPartyHost />);
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();

    act(() => acceptCookies());
    await waitFor(() =>
      expect(document.querySelector('script')?.src).toBe('https://tags.example/gtm.js?id=GTM-HANAMI1'),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/tag', expect.anything());
  });
});
