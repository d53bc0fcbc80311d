import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { aLoyaltyStatus, aStatement } from '../testing.ts';
import { StatementPage } from './statement-page.tsx';

const ok = (data: unknown) => ({ body: { status: 'success', data } });

function renderStatement() {
  return renderPage(
    <MemoryRouter>
      <StatementPage />
    </MemoryRouter>,
  );
}

beforeEach(() => writeStored('usuario', { jwt: 't', id_externo: 'c-1', nome: 'Ana' }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Extrato (shinguru/extrato)', () => {
  it('groups the entries by month with signed points and a link to each order', async () => {
    const calls = stubFetch(ok(aLoyaltyStatus()), ok(aStatement()));
    const page = renderStatement();
    const month = await screen.findByRole('region', { name: 'novembro de 2026' });
    expect(within(month).getByText('Total do mês: +70 pontos')).toBeTruthy();
    const credit = within(month).getByText('+110 pontos');
    expect(credit.className).toContain('statement-entry__points--credit');
    const reversal = within(month).getByText('−40 pontos');
    expect(reversal.className).toContain('statement-entry__points--debit');
    expect(within(month).getByRole('link', { name: 'Ver pedido nº 42' }).getAttribute('href')).toBe(
      '/tabs/detalhes-pedido?pedidoId=42',
    );
    // a month without entries is left out
    expect(screen.queryByRole('region', { name: 'outubro de 2026' })).toBeNull();
    expect(calls[1]?.url).toContain('fidelidade_extrato?id_marca=47&meses=3');
    page.stopToasts();
  });

  it('asks for the period chosen', async () => {
    const calls = stubFetch(ok(aLoyaltyStatus()), ok(aStatement()), ok(aStatement()));
    const page = renderStatement();
    await screen.findByRole('region', { name: 'novembro de 2026' });
    const picker = screen.getByRole('group', { name: 'Período' });
    expect(within(picker).getByRole('radio', { name: '3 meses' })).toHaveProperty('checked', true);
    fireEvent.click(within(picker).getByRole('radio', { name: '12 meses' }));
    await waitFor(() => expect(calls[2]?.url).toContain('meses=12'));
    page.stopToasts();
  });

  it('says so when the period has no entries, with the way to order', async () => {
    stubFetch(ok(aLoyaltyStatus()), ok(aStatement({ meses: [] })));
    const page = renderStatement();
    expect(await screen.findByText('Nenhuma movimentação neste período')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fazer um pedido' }).getAttribute('href')).toBe('/tabs/cardapio');
    page.stopToasts();
  });
});
