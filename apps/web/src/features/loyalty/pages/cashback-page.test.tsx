import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { aLoyaltyStatus, NON_MEMBER } from '../testing.ts';
import { CashbackPage } from './cashback-page.tsx';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const renderCashback = () =>
  renderPage(
    <MemoryRouter>
      <CashbackPage />
    </MemoryRouter>,
  );

beforeEach(() => writeStored('usuario', { jwt: 't', id_externo: 'c-1', nome: 'Ana' }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Detalhes do cashback (shinguru/detalhes-cashback)', () => {
  it('shows the points the orders under way will earn', async () => {
    stubFetch(ok(aLoyaltyStatus({ pontos_pendentes: 36 })));
    renderCashback();
    const pending = await screen.findByRole('region', { name: 'Pontos a caminho' });
    expect(
      within(pending).getByText(
        '36 pontos dos seus pedidos em andamento entram no seu saldo quando o pedido for concluído.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 ponto por real' })).toBeTruthy();
  });

  it('says when nothing is on its way, and shows nothing of it to a non-member', async () => {
    stubFetch(ok(aLoyaltyStatus()));
    const { unmount } = renderCashback();
    expect(await screen.findByText(/Nenhum pedido em andamento agora/)).toBeTruthy();
    unmount();
    localStorage.clear();
    writeStored('usuario', { jwt: 't', id_externo: 'c-2', nome: 'Bia' });
    stubFetch(ok(NON_MEMBER));
    renderCashback();
    await screen.findByRole('heading', { name: '1 ponto por real' });
    expect(screen.queryByRole('region', { name: 'Pontos a caminho' })).toBeNull();
  });
});
