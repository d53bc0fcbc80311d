import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ModalRequest, onScreenModalRequested } from '../../../lib/screen-demand.ts';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { aLine, anOrder, aSummary } from '../testing.ts';
import { NO_ORDERS_TEXT, OrdersPage } from './orders-page.tsx';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const priced = (lines: ReturnType<typeof aLine>[]) =>
  ok({
    loja: { id: 2, nome: 'Hanami Sushi Asa Norte' },
    itens: lines,
    totais: {},
    cupom: null,
    aviso_cupom: null,
    frete_estimado: true,
    distancia_km: null,
    precos_alterados: false,
  });

beforeEach(() => writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Maria' }));
afterEach(() => vi.unstubAllGlobals());

describe('Pedidos (tabs/historico)', () => {
  it('lists the orders newest first with status, date and time, store, summary and total', async () => {
    stubFetch(
      ok([
        aSummary({ id: 43, status: 'Cancelado', criado_em: '2026-03-10T23:30:00.000Z' }),
        aSummary({
          id: 42,
          status: 'Concluído',
          resumo: '2x Temaki Salmão',
          criado_em: '2026-03-09T15:07:00Z',
        }),
      ]),
    );
    const page = renderPage(<OrdersPage />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Cancelado').className).toContain('order-status-chip--cancelled');
    expect(within(first).getByText('10/03/2026 20:30')).toBeTruthy();
    expect(within(second).getByText('Concluído').className).toContain('order-status-chip--done');
    expect(within(second).getByText('09/03/2026 12:07')).toBeTruthy();
    expect(within(second).getByText('2x Temaki Salmão')).toBeTruthy();
    expect(within(second).getByText('R$ 23,80')).toBeTruthy();
    expect(within(second).getByText('Hanami Sushi Asa Norte')).toBeTruthy();
    expect(within(second).getByRole('link').getAttribute('href')).toBe('/tabs/detalhes-pedido?pedidoId=42');
    page.stopToasts();
  });

  it('says so when there are no orders, with the way to the menu', async () => {
    stubFetch(ok([]));
    const page = renderPage(<OrdersPage />);
    expect(await screen.findByText(NO_ORDERS_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver cardápio' }).getAttribute('href')).toBe('/tabs/cardapio');
    page.stopToasts();
  });

  it("'Pedir de novo' fills the bag with what the current store still sells, says what not, and opens it", async () => {
    writeStored('loja', { id: 4, nome: 'Hanami Sushi Águas Claras' });
    writeStored('carrinho', {
      lojaId: 1,
      itens: [{ produto_carrinho: 'velha', qtd: 1, cod: 1001 }],
      gift_cards: [],
    });
    const sake = aLine({ cod: 8007, nome: 'Saquê Seco 300 ml' });
    const niguiri = aLine({ qtd: 2, observacao: 'Sem wasabi' });
    const calls = stubFetch(
      ok([aSummary({ id: 41 })]),
      ok(anOrder({ id: 41, itens: [niguiri, sake] })),
      {
        status: 422,
        body: {
          status: 'error',
          code: 'product_unavailable',
          message: 'Produto indisponível: Saquê Seco 300 ml',
        },
      },
      priced([niguiri]),
      {
        status: 422,
        body: {
          status: 'error',
          code: 'product_unavailable',
          message: 'Produto indisponível: Saquê Seco 300 ml',
        },
      },
    );
    const modals: (ModalRequest | null)[] = [];
    const stopModals = onScreenModalRequested((request) => modals.push(request));
    const page = renderPage(<OrdersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Pedir de novo/ }));

    await waitFor(() => expect(modals).toEqual([{ name: 'bag' }]));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/pedidos',
      'GET /api/pedido?pedidoId=41',
      'POST /api/carrinho/calcular',
      'POST /api/carrinho/calcular',
      'POST /api/carrinho/calcular',
    ]);
    expect(calls[2]?.body).toMatchObject({ lojaId: 4, itens: [{ cod: 2005, qtd: 2 }, { cod: 8007 }] });
    const bag = readStored<{ lojaId: number; itens: { cod: number; qtd: number; observacao: string }[] }>(
      'carrinho',
    );
    expect(bag?.lojaId).toBe(4);
    expect(bag?.itens).toEqual([expect.objectContaining({ cod: 2005, qtd: 2, observacao: 'Sem wasabi' })]);
    expect(page.toasts.map((toast) => toast.message)).toEqual([
      'Parece que o carrinho está cadastrado em outra loja. Vamos limpá-lo, tá?',
    ]);
    await waitFor(
      () =>
        expect(page.toasts.map((toast) => toast.message)).toContain(
          'Alguns itens não estão mais disponíveis: Saquê Seco 300 ml',
        ),
      { timeout: 6000 },
    );
    stopModals();
    page.stopToasts();
  });

  it("'Pedir de novo' without a chosen address asks for one", async () => {
    stubFetch(ok([aSummary({ id: 41 })]));
    const page = renderPage(<OrdersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Pedir de novo/ }));
    expect(page.toasts.map((toast) => toast.message)).toEqual(['Informe seu endereço para pedir de novo.']);
    expect(page.router.push).toHaveBeenCalledWith('/buscar-endereco', 'forward');
    expect(readStored('carrinho')).toBeUndefined();
    page.stopToasts();
  });
});
