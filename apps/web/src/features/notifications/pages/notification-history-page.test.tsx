import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { NotificationHistoryPage } from './notification-history-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Notificações', () => {
  it('lists day, time, title and message', async () => {
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Maria' });
    stubFetch({
      body: {
        status: 'success',
        data: [
          {
            id: 1,
            dia: '09/03/2026',
            hora: '19:42',
            titulo: 'Pedido a caminho',
            mensagem: 'Seu pedido saiu.',
          },
        ],
      },
    });
    const page = renderPage(<NotificationHistoryPage />);
    expect(await screen.findByRole('heading', { name: 'Pedido a caminho' })).toBeTruthy();
    expect(screen.getByText('09/03/2026')).toBeTruthy();
    expect(screen.getByText('19:42')).toBeTruthy();
    expect(screen.getByText('Seu pedido saiu.')).toBeTruthy();
    page.stopToasts();
  });

  it('treats anything but success as an empty history', async () => {
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Maria' });
    stubFetch({ status: 500, body: { status: 'error', message: 'x' } });
    const page = renderPage(<NotificationHistoryPage />);
    expect(await screen.findByText('Você ainda não recebeu notificações.')).toBeTruthy();
    page.stopToasts();
  });
});
