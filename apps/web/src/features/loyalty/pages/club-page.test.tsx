import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { aLoyaltyStatus, NON_MEMBER } from '../testing.ts';
import { ClubPage } from './club-page.tsx';

const ok = (data: unknown) => ({ body: { status: 'success', data } });

function renderClub() {
  return renderPage(
    <MemoryRouter initialEntries={['/tabs/shinguru']}>
      <Routes>
        <Route path="/tabs/shinguru" element={<ClubPage />} />
        <Route path="/shinguru/bem-vindo" element={<p>boas-vindas</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => writeStored('usuario', { jwt: 't', id_externo: 'c-1', nome: 'Ana' }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Shinguru (tabs/shinguru)', () => {
  it("shows the member's level card, balance and progress to the next level", async () => {
    stubFetch(ok(aLoyaltyStatus({ saldo_pontos: 1200 })));
    const page = renderClub();
    const card = await screen.findByRole('region', { name: 'Nível Onda' });
    expect(within(card).getByText('1.200 pontos')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Progresso no nível Onda' });
    // Onda runs from 801 to 1600: 399 of 800 points
    expect(bar.getAttribute('aria-valuenow')).toBe('49');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(within(card).getByText('Faltam 401 pontos para o nível Coral')).toBeTruthy();
    expect(card.getAttribute('style')).toContain('--level-bg: #1E6E8C');
    expect(card.className).not.toContain('level-card--inverted');
    page.stopToasts();
  });

  it('draws Pérola inverted and says it is the top level', async () => {
    stubFetch(
      ok(
        aLoyaltyStatus({
          nivel: 4,
          nome: 'Pérola',
          saldo_pontos: 4100,
          background: '#1C1B2E',
          border_color: '#EDE6D6',
          classe: 'nivel-perola',
        }),
      ),
    );
    const page = renderClub();
    const card = await screen.findByRole('region', { name: 'Nível Pérola' });
    expect(card.className).toContain('level-card--inverted');
    expect(card.getAttribute('style')).toContain('--level-ink: #EDE6D6');
    expect(within(card).getByText('Você está no nível mais alto do Shinguru.')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    page.stopToasts();
  });

  it('offers the club shortcuts and opens the points info as a page on mobile', async () => {
    vi.stubGlobal('innerWidth', 390);
    stubFetch(ok(aLoyaltyStatus()));
    const page = renderClub();
    const shortcuts = await screen.findByRole('navigation', { name: 'Atalhos do Shinguru' });
    const links = within(shortcuts).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shinguru/seus-beneficios',
      '/shinguru/extrato',
      '/shinguru/detalhes-cashback',
      '/shinguru/duvidas-frequentes',
      '/shinguru/fale-conosco',
      '/shinguru/termos-condicoes',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Como funcionam os pontos' }));
    expect(page.router.push).toHaveBeenCalledWith('/modal-info-pontos');
    page.stopToasts();
  });

  it('shows the experiences banner only to a displayed member at a store taking part (§4)', async () => {
    writeStored('loja', { id: 2, nome: 'Asa Norte', habilitadoShinguru: true });
    stubFetch(ok(aLoyaltyStatus()));
    const page = renderClub();
    const link = await screen.findByRole('link', { name: /Conhecer as experiências/ });
    expect(link.getAttribute('href')).toBe('https://eventos.hanamisushi.com.br');
    expect(link.getAttribute('target')).toBe('_blank');
    page.unmount();
    page.stopToasts();

    writeStored('loja', { id: 3, nome: 'Lago Sul', habilitadoShinguru: false });
    stubFetch(ok(aLoyaltyStatus()));
    const other = renderClub();
    await screen.findByRole('region', { name: 'Nível Onda' });
    expect(screen.queryByRole('link', { name: /Conhecer as experiências/ })).toBeNull();
    other.stopToasts();
  });

  it('sends a customer who has not joined to shinguru/bem-vindo', async () => {
    stubFetch(ok(NON_MEMBER));
    const page = renderClub();
    expect(await screen.findByText('boas-vindas')).toBeTruthy();
    page.stopToasts();
  });
});
