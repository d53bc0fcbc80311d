import type { WireBagTotals } from '@comanda/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { GiftCardSection } from './gift-card-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const bag = { lojaId: 2, gift_cards: [], itens: [{ produto_carrinho: 'a', cod: 1002, qtd: 1 }] };
const card = {
  token: 'tok-2222',
  numero_cartao_mascarado: '**** 2222',
  valor_resgatado: { valor: 5000, texto: 'R$ 50,00' },
  data_expiracao: '2030-12-31',
  expira_em: 900,
};

describe('gift-card section', () => {
  it('checks the number and password, then adds the card the server validates and closes the form', async () => {
    writeStored('carrinho', bag);
    const calls = stubFetch({ body: { status: 'success', data: card } });
    const page = renderPage(<GiftCardSection totals={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar Gift Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Gift Card' }));
    expect(screen.getByText('O campo número é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo senha é obrigatório!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Número do Gift Card'));

    await userEvent.type(screen.getByLabelText('Número do Gift Card'), '6035x0000');
    expect(screen.queryByText('O campo número é obrigatório!')).toBeNull();
    await userEvent.type(screen.getByLabelText('Senha'), 'sak');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Gift Card' }));
    expect(screen.getByText('A senha do Gift Card deve ter no mínimo 6 caracteres.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Senha'), 'ura01');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Gift Card' }));
    await waitFor(() =>
      expect(page.toasts.map((toast) => toast.message)).toEqual(['Gift Card **** 2222 adicionado.']),
    );
    expect(calls[0]).toMatchObject({
      url: '/api/validar_gift_card',
      method: 'POST',
      body: { numero_cartao: '60350000', senha_cartao: 'sakura01' },
    });
    expect(readStored('carrinho')).toMatchObject({
      gift_cards: [{ token: 'tok-2222', numero_cartao_mascarado: '**** 2222' }],
    });
    expect(screen.queryByLabelText('Número do Gift Card')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Usar Gift Card' }));
    expect((screen.getByLabelText('Número do Gift Card') as HTMLInputElement).value).toBe('');
    page.stopToasts();
  });

  it('takes no card once the bag is covered', async () => {
    writeStored('carrinho', bag);
    const calls = stubFetch();
    const totals = { total: { valor: 0, texto: 'R$ 0,00' }, gifts_cards: [] } as unknown as WireBagTotals;
    const page = renderPage(<GiftCardSection totals={totals} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar Gift Card' }));
    expect(page.toasts.map((toast) => toast.message)).toEqual([
      'O valor do carrinho já foi totalmente coberto.',
    ]);
    expect(screen.queryByLabelText('Número do Gift Card')).toBeNull();
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });
});
