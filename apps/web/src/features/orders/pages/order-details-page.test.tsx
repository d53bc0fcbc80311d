import { toMoney } from '@comanda/domain';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onScreenModalRequested } from '../../../lib/screen-demand.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { aLine, anOrder, stubOrderServer as stubServer } from '../testing.ts';
import { ORDER_NOT_FOUND_TEXT, OrderDetailsPage } from './order-details-page.tsx';

const renderAt = (search: string) =>
  renderPage(
    <MemoryRouter initialEntries={[`/tabs/detalhes-pedido${search}`]}>
      <OrderDetailsPage />
    </MemoryRouter>,
  );

beforeEach(() => writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Maria' }));
afterEach(() => vi.unstubAllGlobals());

describe('Detalhes do pedido (tabs/detalhes-pedido)', () => {
  it('shows the order and follows its status live, without reload', async () => {
    const order = anOrder({
      itens: [
        aLine({
          qtd: 2,
          nome: 'Combinado Tradicional 20 peças',
          obrigatorios: [
            {
              cod: 1,
              opcional: 'Shoyu light',
              selecionado: true,
              preco: { unitario: 0, valor: 0, texto: '' },
            },
          ],
          observacao: 'Sem wasabi',
          preco: { unitario: toMoney(5990), total: toMoney(11_980) },
        }),
      ],
      cupom: 'BEMVINDO',
      desconto: toMoney(1198),
    });
    const server = stubServer(order);
    const page = renderAt('?pedidoId=41');

    expect(await screen.findByRole('heading', { level: 2, name: 'Aguardando pagamento' })).toBeTruthy();
    expect(screen.getByText(/Pedido #41/).textContent).toContain('09/03/2026 19:00');
    expect(screen.getByText('Hanami Sushi Asa Norte')).toBeTruthy();
    expect(screen.getByText('Entrega em cerca de 40 min')).toBeTruthy();
    expect(screen.getByText('SQN 210 Bloco B, 101 · Apto 302')).toBeTruthy();
    expect(screen.getByText('Combinado Tradicional 20 peças')).toBeTruthy();
    expect(screen.getByText('Shoyu light')).toBeTruthy();
    expect(screen.getByText('Obs.: Sem wasabi')).toBeTruthy();
    expect(screen.getByText('R$ 119,80')).toBeTruthy();
    expect(screen.getByText(/cupom BEMVINDO/)).toBeTruthy();
    expect(screen.getByTestId('pedido-total').textContent).toBe(toMoney(2380).texto);
    expect(screen.getByText('Pix')).toBeTruthy();
    const progress = within(screen.getByRole('list', { name: 'Andamento do pedido' }));
    expect(progress.getAllByText(/Etapa/).map((step) => step.textContent)).toEqual([
      'Etapa 1 de 4: concluída',
      'Etapa 2 de 4: não iniciada',
      'Etapa 3 de 4: não iniciada',
      'Etapa 4 de 4: não iniciada',
    ]);
    const modals: unknown[] = [];
    const stopModals = onScreenModalRequested((request) => modals.push(request));
    screen.getByRole('button', { name: 'Pagar com Pix' }).click();
    stopModals();
    expect(modals).toEqual([{ name: 'pix', pedidoId: 41 }]); // jsdom is 1024 px wide: the desktop modal

    await vi.waitFor(() => expect(server.urls).toContain('/api/pedido/eventos?pedidoId=41'));
    server.send(`id: 1\nevent: pedido\ndata: ${JSON.stringify(order)}\n\n`);
    server.send(
      `id: 2\nevent: status\ndata: ${JSON.stringify({ pedidoId: 41, lojaId: 2, status: 'Em preparo', data: '2026-03-09T22:12:00.000Z', seq: 2 })}\n\n`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Em preparo' })).toBeTruthy();
    expect(screen.getByTestId('pedido-status').textContent).toBe('Em preparo');
    const history = within(screen.getByRole('region', { name: 'Acompanhamento' }));
    expect(history.getByText('Em preparo')).toBeTruthy();
    expect(history.getByText('19:12')).toBeTruthy();
    expect(progress.getAllByText(/Etapa/)[2]?.textContent).toBe('Etapa 3 de 4: em andamento');
    expect(screen.queryByRole('button', { name: 'Pagar com Pix' })).toBeNull();
    page.stopToasts();
  });

  it('shows the change for cash and why a cancelled order was refused', async () => {
    const base = anOrder();
    stubServer(
      anOrder({
        status: 'Cancelado',
        historicoStatus: [...base.historicoStatus, { status: 'Cancelado', data: '2026-03-09T22:30:00.000Z' }],
        pix: null,
        formaPagamento: {
          ...base.formaPagamento,
          tipo: 'dinheiro',
          label: 'Dinheiro',
          troco_para: toMoney(5000),
          status: 'recusado',
          motivo: 'O prazo para pagar terminou.',
        },
      }),
    );
    const page = renderAt('?pedidoId=41');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cancelado' })).toBeTruthy();
    expect(screen.getByText('Troco para R$ 50,00')).toBeTruthy();
    expect(screen.getByText('O prazo para pagar terminou.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Andamento do pedido' }).className).toContain(
      'order-progress--danger',
    );
    page.stopToasts();
  });

  it.each([
    [25, '+25 pontos Shinguru'],
    [1, '+1 ponto Shinguru'],
    [1250, '+1.250 pontos Shinguru'],
  ])('shows the %i Shinguru points a completed order earned', async (pontos, text) => {
    stubServer(anOrder({ status: 'Concluído', pix: null, pontos_shinguru: pontos }));
    const page = renderAt('?pedidoId=41');
    const line = await screen.findByText(text);
    expect(line.className).toBe('order-points');
    expect(line.querySelector('img')?.getAttribute('alt')).toBe('');
    page.stopToasts();
  });

  it.each([null, 0])('shows no points line when the order earned %s', async (pontos) => {
    stubServer(anOrder({ status: 'Concluído', pix: null, pontos_shinguru: pontos }));
    const page = renderAt('?pedidoId=41');
    await screen.findByTestId('pedido-total');
    expect(screen.queryByText(/Shinguru/)).toBeNull();
    page.stopToasts();
  });

  it('says when the order does not exist (or is someone else’s)', async () => {
    stubServer(null);
    const page = renderAt('?pedidoId=999');
    expect(await screen.findByText(ORDER_NOT_FOUND_TEXT)).toBeTruthy();
    page.stopToasts();
    const missing = renderAt('?pedidoId=abc');
    expect(within(missing.container).getByText(ORDER_NOT_FOUND_TEXT)).toBeTruthy();
    missing.stopToasts();
  });
});
