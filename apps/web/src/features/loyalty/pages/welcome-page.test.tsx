import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { aLoyaltyStatus, NON_MEMBER, someBenefits } from '../testing.ts';
import { InvitePage, WelcomePage } from './welcome-page.tsx';

/** Answers by endpoint: GET fidelidade gives `loyalty()` (it changes once the customer joins). */
function stubApi(loyalty: () => unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const data = url.includes('buscar_beneficios')
        ? someBenefits(0)
        : url.includes('fidelidade')
          ? loyalty()
          : { jwt: 't', id_externo: 'c-1', nome: 'Ana', shinguru: true };
      const message = method === 'PUT' ? 'Agora você faz parte do Shinguru!' : undefined;
      return new Response(JSON.stringify({ status: 'success', message, data }), { status: 200 });
    }),
  );
  return calls;
}

beforeEach(() => writeStored('usuario', { jwt: 't', id_externo: 'c-1', nome: 'Ana', shinguru: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Bem-vindo ao Shinguru (shinguru/bem-vindo)', () => {
  it('asks for the terms, then joins, refreshes the record and opens the club', async () => {
    let joined = false;
    const calls = stubApi(() => (joined ? aLoyaltyStatus({ nivel: 1, nome: 'Areia' }) : NON_MEMBER));
    const page = renderPage(
      <MemoryRouter>
        <WelcomePage />
      </MemoryRouter>,
    );
    const join = await screen.findByRole('button', { name: 'Quero participar' });
    expect(screen.getByRole('link', { name: 'Termos e condições' }).getAttribute('href')).toBe(
      '/shinguru/termos-condicoes',
    );
    fireEvent.click(join);
    expect(screen.getByRole('alert').textContent).toBe('Para participar, aceite os termos e condições.');
    const consent = screen.getByRole('checkbox', { name: /Li e aceito os Termos e condições/ });
    expect(document.activeElement).toBe(consent);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(consent);
    joined = true;
    fireEvent.click(join);
    await waitFor(() => expect(page.router.push).toHaveBeenCalledWith('/tabs/shinguru', 'root', 'replace'));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: expect.stringContaining('/api/cliente'),
      body: { shinguru: true },
    });
    expect(readStored('usuario')).toMatchObject({ shinguru: true });
    expect(readStored('fidelidade')).toMatchObject({ shinguru: true });
    expect(page.toasts.at(-1)).toMatchObject({ message: 'Agora você faz parte do Shinguru!' });
    page.stopToasts();
  });

  it('tells a member they already take part, in the invite too', async () => {
    stubApi(() => aLoyaltyStatus());
    const page = renderPage(
      <MemoryRouter>
        <InvitePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Você já faz parte do Shinguru!')).toBeTruthy();
    expect(screen.getByText('Você recebeu um convite')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o Shinguru' }).getAttribute('href')).toBe(
      '/tabs/shinguru',
    );
    expect(screen.queryByRole('button', { name: 'Quero participar' })).toBeNull();
    page.stopToasts();
  });
});
