import type { ThirdPartyTags } from '@comanda/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptCookies, withdrawCookieConsent } from '../../consent/index.ts';
import { CookiesSection } from './cookies-section.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderWith(tags: ThirdPartyTags) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 'success', data: tags }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CookiesSection />
    </QueryClientProvider>,
  );
}

describe('privacy policy, section 4', () => {
  it('says no third-party cookies are used while the brand configured none', async () => {
    renderWith({ tagManager: null, fraudFingerprint: null, supportWidget: null });
    expect(await screen.findByText(/Não usamos cookies de publicidade nem de terceiros\./)).toBeTruthy();
  });

  it('names the brand’s third-party tools, loaded only after the cookie banner’s OK', async () => {
    const { container } = renderWith({
      tagManager: { url: 'https://www.googletagmanager.com/gtm.js?id=GTM-1' },
      fraudFingerprint: null,
      supportWidget: {
        provider: 'zendesk',
        key: 'k-123456789',
        url: 'https://static.zdassets.com/ekr/snippet.js',
      },
    });
    expect(await screen.findByText(/Depois do OK, carregamos também ferramentas de terceiros/)).toBeTruthy();
    expect(container.textContent).toContain('gerenciador de tags');
    expect(container.textContent).toContain('chat de atendimento (Zendesk)');
    expect(container.textContent).not.toContain('identificação do aparelho');
    expect(container.textContent).not.toContain('nem de terceiros');
  });

  it('offers to withdraw an OK given on this device, and nothing while none was given', async () => {
    const tags = {
      tagManager: { url: 'https://www.googletagmanager.com/gtm.js?id=GTM-1' },
      fraudFingerprint: null,
      supportWidget: null,
    };
    const first = renderWith(tags);
    expect(await screen.findByText(/Depois do OK/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retirar consentimento' })).toBeNull();
    first.unmount();
    acceptCookies();
    renderWith(tags);
    expect(await screen.findByRole('button', { name: 'Retirar consentimento' })).toBeTruthy();
  });
});

describe('withdrawing the cookie consent', () => {
  it('forgets the OK, deletes every cookie but the form protection, and loads the page again', () => {
    acceptCookies();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays a third-party tool writing its cookie
    document.cookie = '_ga=GA1.1.123; Path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the API setting its CSRF cookie
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    const reload = vi.fn();
    withdrawCookieConsent(reload);
    expect(localStorage.getItem('hanami-aceitaCookies')).toBeNull();
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('XSRF-TOKEN=abc');
    expect(reload).toHaveBeenCalledOnce();
  });
});
