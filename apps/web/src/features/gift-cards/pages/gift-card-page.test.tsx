import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { GiftCardPage } from './gift-card-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const balance = {
  balance: { value: 20000, texto: 'R$ 200,00' },
  card_number: '**** 4444',
  expire_date: '2030-12-31',
  error_code: null,
};

describe('tabs/gift-card', () => {
  it('checks the fields, then shows the balance of the card', async () => {
    const calls = stubFetch({ body: { status: 'success', data: balance } });
    const page = renderPage(<GiftCardPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Consultar saldo' }));
    expect(await screen.findByText('O campo número é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo senha é obrigatório!')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Número do Gift Card')));
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Número do Gift Card'), '6035 0000 3333 4444');
    await userEvent.type(screen.getByLabelText('Senha'), 'sakura02');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar saldo' }));
    expect(await screen.findByText('R$ 200,00')).toBeTruthy();
    expect(screen.getByText('Válido até 31/12/2030')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/api/consultar_saldo_todo',
      method: 'POST',
      body: { numero_cartao: '6035 0000 3333 4444', senha_cartao: 'sakura02' },
    });
    page.stopToasts();
  });

  it("'Usar na sacola' checks the fields too, then needs something in the bag", async () => {
    const calls = stubFetch();
    const page = renderPage(<GiftCardPage />);
    await userEvent.type(screen.getByLabelText('Número do Gift Card'), '6035');
    await userEvent.type(screen.getByLabelText('Senha'), 'sak');
    await userEvent.click(screen.getByRole('button', { name: 'Usar na sacola' }));
    expect(await screen.findByText('A senha do Gift Card deve ter no mínimo 6 caracteres.')).toBeTruthy();
    expect(page.toasts).toEqual([]);

    await userEvent.type(screen.getByLabelText('Senha'), 'ura');
    await userEvent.click(screen.getByRole('button', { name: 'Usar na sacola' }));
    await waitFor(() =>
      expect(page.toasts.map((toast) => toast.message)).toEqual(['Sua sacola está vazia.']),
    );
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });
});
