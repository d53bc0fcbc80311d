import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { NotificationSettingsPage } from './notification-settings-page.tsx';

const user = {
  jwt: 'token',
  id_externo: 'c1',
  nome: 'Maria',
  notificacoesMarketingPush: false,
  notificacoesMarketingEmail: true,
  notificacoesMarketingSms: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('Configurar notificações', () => {
  it('shows three labelled switches and the note about order notifications', () => {
    writeStored('usuario', user);
    const page = renderPage(<NotificationSettingsPage />);
    expect(screen.getByRole('switch', { name: 'Notificação' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'E-mail' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'SMS' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/apenas o envio de novidades e promoções/)).toBeTruthy();
    page.stopToasts();
  });

  it('sends the opposite of the current value and shows the server message', async () => {
    writeStored('usuario', user);
    const calls = stubFetch({
      body: {
        status: 'success',
        message: 'Preferência de notificação atualizada!',
        data: { ...user, notificacoesMarketingEmail: false },
      },
    });
    const page = renderPage(<NotificationSettingsPage />);
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail' }));
    await waitFor(() =>
      expect(page.toasts.map((t) => t.message)).toEqual(['Preferência de notificação atualizada!']),
    );
    expect(page.toasts[0]?.kind).toBe('success');
    expect(calls[0]).toMatchObject({
      url: '/api/configurar_notificacoes',
      method: 'PUT',
      body: { tipo: 'notificacoes_marketing_email', status: 0 },
    });
    expect(readStored<typeof user>('usuario')?.notificacoesMarketingEmail).toBe(false);
    expect(screen.getByRole('switch', { name: 'E-mail' }).getAttribute('aria-checked')).toBe('false');
    page.stopToasts();
  });

  it('turns an off channel on with status 1', async () => {
    writeStored('usuario', user);
    const calls = stubFetch({
      body: { status: 'success', message: 'ok', data: { ...user, notificacoesMarketingSms: true } },
    });
    const page = renderPage(<NotificationSettingsPage />);
    await userEvent.click(screen.getByRole('switch', { name: 'SMS' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ tipo: 'notificacoes_marketing_sms', status: 1 });
    page.stopToasts();
  });
});
