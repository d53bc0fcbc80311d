import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { stubOrderServer } from '../../orders/testing.ts';
import { orderFixture } from '../testing.ts';
import { PixPaymentScreen } from './pix-payment-screen.tsx';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const waiting = (expiresIn = 900) =>
  orderFixture({
    pix: {
      ...(orderFixture().pix as NonNullable<ReturnType<typeof orderFixture>['pix']>),
      expira_em: inSeconds(expiresIn),
    },
  });

beforeEach(() => {
  vi.stubGlobal('innerWidth', 390);
  writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana Lima' });
});
afterEach(() => vi.unstubAllGlobals());

describe('pagamento-pedido-pix', () => {
  it('shows the QR code, the copia e cola, the countdown and copies the code', async () => {
    const order = waiting(845);
    const server = stubOrderServer(order);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const page = renderPage(<PixPaymentScreen variant="page" pedidoId={41} onClose={() => undefined} />);

    expect(await screen.findByRole('heading', { name: 'Pague R$\u00a0102,90 com Pix' })).toBeTruthy();
    expect(server.urls[0]).toBe('/api/pedido?pedidoId=41');
    const qr = screen.getByRole('img', { name: 'QR Code do Pix de R$\u00a0102,90' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText(/^14:0[45]$/)).toBeTruthy();
    expect((screen.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toBe(
      order.pix?.copia_e_cola,
    );
    expect(screen.getByRole('status').textContent).toContain('Aguardando pagamento');

    await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(order.pix?.copia_e_cola);
    expect(page.toasts).toEqual([expect.objectContaining({ kind: 'success', message: 'Código copiado!' })]);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(page.toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Não foi possível copiar o código. Selecione o texto e copie.',
    });
    page.stopToasts();
  });

  it('follows the order’s live stream: paid shows within a second, then the order opens', async () => {
    writeStored('pedido-pix', {
      pedidoId: 41,
      sacola: { carrinho: { lojaId: 2, itens: [] }, desconto: null },
    });
    const order = waiting();
    const server = stubOrderServer(order);
    const page = renderPage(<PixPaymentScreen variant="page" pedidoId={41} onClose={() => undefined} />);
    expect(await screen.findByText('Copiar código')).toBeTruthy();
    await waitFor(() => expect(server.urls).toContain('/api/pedido/eventos?pedidoId=41'));
    server.send(`id: 1\nevent: pedido\ndata: ${JSON.stringify(order)}\n\n`);
    const paidAt = Date.now();
    server.send(
      `id: 2\nevent: status\ndata: ${JSON.stringify({ pedidoId: 41, lojaId: 2, status: 'Pendente', data: new Date().toISOString(), seq: 2 })}\n\n`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado!' }, { timeout: 1000 }),
    ).toBeTruthy();
    expect(Date.now() - paidAt).toBeLessThan(1000);
    expect(page.toasts.map((t) => t.message)).toEqual(['Pagamento confirmado!']);
    expect(readStored('pedido-pix')).toBeUndefined();
    await waitFor(
      () =>
        expect(page.router.push).toHaveBeenCalledWith('/tabs/detalhes-pedido?pedidoId=41', 'root', 'replace'),
      { timeout: 4000 },
    );
    page.stopToasts();
  }, 15_000);

  it('opens the failure screen when the countdown ends', async () => {
    stubOrderServer(waiting(1));
    const page = renderPage(<PixPaymentScreen variant="page" pedidoId={41} onClose={() => undefined} />);
    expect(await screen.findByText('Copiar código')).toBeTruthy();
    await waitFor(
      () =>
        expect(page.router.push).toHaveBeenCalledWith(
          '/modal-pagamento-pix-falha?pedidoId=41',
          'root',
          'replace',
        ),
      { timeout: 4000 },
    );
    page.stopToasts();
  });

  it('opens the failure screen for a cancelled order', async () => {
    stubOrderServer(orderFixture({ status: 'Cancelado', pix: null }));
    const page = renderPage(<PixPaymentScreen variant="page" pedidoId={41} onClose={() => undefined} />);
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith(
        '/modal-pagamento-pix-falha?pedidoId=41',
        'root',
        'replace',
      ),
    );
    page.stopToasts();
  });

  it('names what is missing without an order or a login', () => {
    stubFetch();
    const page = renderPage(<PixPaymentScreen variant="page" pedidoId={null} onClose={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Pedido não encontrado.');
    page.unmount();
    writeStored('usuario', { jwt: '', id_externo: '', nome: '' });
    renderPage(<PixPaymentScreen variant="page" pedidoId={41} onClose={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Faça login para ver o pagamento do seu pedido.');
    page.stopToasts();
  });
});
