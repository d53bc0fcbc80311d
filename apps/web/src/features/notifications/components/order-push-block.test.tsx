import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { ORDER_PUSH_ERRORS, ORDER_PUSH_STATUS } from '../push/push-messages.ts';
import { fakePushBrowser, keyAnswer, registeredAnswer } from '../push/testing/fake-push-browser.ts';
import { OrderPushBlock } from './order-push-block.tsx';

const native = vi.hoisted(() => ({ value: false }));
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => native.value } }));

let browser: ReturnType<typeof fakePushBrowser> | undefined;
beforeEach(() => {
  native.value = false;
  writeStored('usuario', { jwt: 'jwt-ana', id_externo: 'c1', nome: 'Ana' });
});
afterEach(() => {
  browser?.restore();
  browser = undefined;
});

const enableButton = () => screen.getByRole('button', { name: 'Ativar avisos do pedido' });
const status = () => screen.getByRole('status');

describe('Avisos do pedido neste aparelho', () => {
  it('explains that order updates cannot be switched off and enables them on this browser', async () => {
    browser = fakePushBrowser({ answers: [keyAnswer(), registeredAnswer] });
    const page = renderPage(<OrderPushBlock />);
    expect(screen.getByRole('heading', { name: 'Avisos do pedido neste aparelho' })).toBeTruthy();
    expect(screen.getByText(/não podem ser desligados/)).toBeTruthy();
    await waitFor(() => expect(enableButton().hasAttribute('disabled')).toBe(false));
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(enableButton());
    await waitFor(() => expect(status().textContent).toContain('Ativado'));
    expect(status().textContent).toContain(ORDER_PUSH_STATUS.active.detail);
    expect(screen.queryByRole('button', { name: 'Ativar avisos do pedido' })).toBeNull();
    expect(page.toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Dispositivo registrado para notificações.' }),
    ]);
    page.stopToasts();
  });

  it('shows “Bloqueado no navegador” when the prompt is answered with a refusal', async () => {
    browser = fakePushBrowser({ answer: 'denied' });
    const page = renderPage(<OrderPushBlock />);
    await waitFor(() => expect(enableButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(enableButton());
    await waitFor(() => expect(status().textContent).toContain('Bloqueado no navegador'));
    expect(status().textContent).toContain(ORDER_PUSH_STATUS.blocked.detail);
    expect(screen.queryByRole('button', { name: 'Ativar avisos do pedido' })).toBeNull();
    expect(browser.requests).toEqual([]);
    page.stopToasts();
  });

  it('says so when notifications were blocked before, without a button', () => {
    browser = fakePushBrowser({ permission: 'denied' });
    const page = renderPage(<OrderPushBlock />);
    expect(status().textContent).toContain('Bloqueado no navegador');
    expect(screen.queryByRole('button')).toBeNull();
    page.stopToasts();
  });

  it('says “Não suportado” on a browser without the Push API', () => {
    const page = renderPage(<OrderPushBlock />);
    expect(status().textContent).toContain('Não suportado');
    expect(status().textContent).toContain(ORDER_PUSH_STATUS.unsupported.detail);
    expect(screen.queryByRole('button')).toBeNull();
    page.stopToasts();
  });

  it('shows why a subscription failed and lets the customer try again', async () => {
    browser = fakePushBrowser({ subscribeFails: true, answers: [keyAnswer()] });
    const page = renderPage(<OrderPushBlock />);
    await waitFor(() => expect(enableButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(enableButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ORDER_PUSH_ERRORS.subscribeFailed),
    );
    expect(enableButton().hasAttribute('disabled')).toBe(false);
    page.stopToasts();
  });

  it('shows the API message when the registration is refused', async () => {
    browser = fakePushBrowser({ answers: [keyAnswer(), { status: 503, body: {} }] });
    const page = renderPage(<OrderPushBlock />);
    await waitFor(() => expect(enableButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(enableButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Ocorreu um erro, tente novamente!'),
    );
    page.stopToasts();
  });

  it('is not shown in the native app', () => {
    native.value = true;
    browser = fakePushBrowser();
    const page = renderPage(<OrderPushBlock />);
    expect(page.container.textContent).toBe('');
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    page.stopToasts();
  });
});
