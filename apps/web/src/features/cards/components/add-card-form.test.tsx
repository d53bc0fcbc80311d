import type { SavedCardWire } from '@comanda/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { WALLET_KEY } from '../api/get-wallet.ts';
import { AddCardForm } from './add-card-form.tsx';

const user = { jwt: 't', id_externo: 'c', nome: 'Ana', cartoes: [] };
const saved = (id: number, extra: Partial<SavedCardWire> = {}): SavedCardWire => ({
  id,
  tipo: 'Crédito',
  bandeira: 'Visa',
  final: '0010',
  apelido: 'Pessoal',
  metodo: 'mundipagg',
  falha_transacao: 0,
  doacao: false,
  validade: '08/31',
  ...extra,
});
const ok = (data: unknown, message?: string) => ({ body: { status: 'success', message, data } });
const options = (metodo: 'mundipagg' | 'braspag', tokenizacao: unknown = null) =>
  ok({ lojaId: 7, metodo_pagamento: metodo, tokenizacao });

async function fillCard(numero = '4000000000000010') {
  await userEvent.type(screen.getByLabelText('Apelido do cartão'), 'Pessoal');
  await userEvent.type(screen.getByLabelText('Número do cartão'), numero);
  await userEvent.type(screen.getByLabelText('Validade'), '0831');
  await userEvent.type(screen.getByLabelText('CVV'), '123');
  await userEvent.type(screen.getByLabelText('Nome do titular'), 'ana souza');
  await userEvent.type(screen.getByLabelText('CPF do titular'), '52998224725');
}

afterEach(() => vi.unstubAllGlobals());

describe('add card (§2, §4 Card add, §5)', () => {
  it('shows every §5 message on an empty form and sends nothing', async () => {
    writeStored('usuario', user);
    const calls = stubFetch();
    const page = renderPage(<AddCardForm onSaved={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar cartão' }));
    for (const label of ['apelido', 'número', 'validade', 'CVV', 'titular', 'CPF'])
      expect(screen.getByText(`O campo ${label} é obrigatório!`)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Validade'), '0120');
    await userEvent.type(screen.getByLabelText('CPF do titular'), '11111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar cartão' }));
    expect(screen.getByText('Data de validade expirada!')).toBeTruthy();
    expect(screen.getByText('CPF inválido!')).toBeTruthy();
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });

  it('masks as typed and shows the brand the number has', async () => {
    const page = renderPage(<AddCardForm onSaved={() => {}} />);
    await fillCard();
    expect((screen.getByLabelText('Número do cartão') as HTMLInputElement).value).toBe('4000 0000 0000 0010');
    expect((screen.getByLabelText('Validade') as HTMLInputElement).value).toBe('08/31');
    expect((screen.getByLabelText('Nome do titular') as HTMLInputElement).value).toBe('ANA SOUZA');
    expect((screen.getByLabelText('CPF do titular') as HTMLInputElement).value).toBe('529.982.247-25');
    expect(screen.getByLabelText('Número do cartão').getAttribute('maxlength')).toBe('19');
    expect(screen.getByLabelText('Validade').getAttribute('maxlength')).toBe('5');
    expect(document.querySelector('.card-form__brand')?.textContent).toBe('VISAVisa');
    page.stopToasts();
  });

  it('saves with POST cartao, puts the card first without the failed ones, and says so', async () => {
    writeStored('usuario', user);
    const older = saved(4, { final: '1111', apelido: 'Antigo' });
    const failedOther = saved(5, { metodo: 'braspag', falha_transacao: 1 });
    const added = saved(9);
    const calls = stubFetch(ok(added, 'Cartão cadastrado com sucesso!'));
    const onSaved = vi.fn();
    const page = renderPage(<AddCardForm onSaved={onSaved} />);
    page.queryClient.setQueryData(WALLET_KEY, [older, failedOther]);
    await fillCard();
    await userEvent.click(screen.getByRole('radio', { name: 'Débito' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar cartão' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        url: '/api/cartao',
        method: 'POST',
        body: {
          apelido: 'Pessoal',
          numero: '4000000000000010',
          validade: '08/31',
          cvv: '123',
          titular: 'ANA SOUZA',
          cpf: '529.982.247-25',
          tipo: 'Débito',
          doacao: false,
        },
      },
    ]);
    expect(page.queryClient.getQueryData(WALLET_KEY)).toEqual([added, older]);
    expect(readStored<{ cartoes: SavedCardWire[] }>('usuario')?.cartoes).toEqual([added, older]);
    expect(page.toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Cartão cadastrado com sucesso!' }),
    ]);
    page.stopToasts();
  });

  it("uses cartao_cielo with metodo 'braspag' for a store on braspag, and marks donation cards", async () => {
    writeStored('usuario', user);
    writeStored('loja', { id: 7 });
    const calls = stubFetch(options('braspag'), ok(saved(9, { metodo: 'braspag', doacao: true })));
    const onSaved = vi.fn();
    const page = renderPage(<AddCardForm donation onSaved={onSaved} />);
    page.queryClient.setQueryData(WALLET_KEY, []);
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar cartão' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/pagamentos?lojaId=7',
      'POST /api/cartao_cielo',
    ]);
    expect(calls[1]?.body).toMatchObject({ metodo: 'braspag', doacao: true, numero: '4000000000000010' });
    page.stopToasts();
  });

  it('tokenizes in the browser where the store does, and sends only the token', async () => {
    writeStored('usuario', user);
    writeStored('loja', { id: 7 });
    const tokenizacao = {
      provedor: 'pagarme',
      url: 'https://api.pagar.me/core/v5/tokens?appId=pk_test_1',
      chave_publica: 'pk_test_1',
    };
    const calls = stubFetch(
      options('mundipagg', tokenizacao),
      { body: { id: 'token_abc123', type: 'card' } },
      ok(saved(9)),
    );
    const onSaved = vi.fn();
    const page = renderPage(<AddCardForm onSaved={onSaved} />);
    page.queryClient.setQueryData(WALLET_KEY, []);
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar cartão' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls[1]).toEqual({
      url: 'https://api.pagar.me/core/v5/tokens?appId=pk_test_1',
      method: 'POST',
      body: {
        type: 'card',
        card: {
          number: '4000000000000010',
          holder_name: 'ANA SOUZA',
          exp_month: 8,
          exp_year: 2031,
          cvv: '123',
        },
      },
    });
    expect(calls[2]?.url).toBe('/api/cartao');
    expect(calls[2]?.body).toMatchObject({ token_cartao: 'token_abc123', validade: '08/31' });
    expect(calls[2]?.body).not.toHaveProperty('numero');
    expect(calls[2]?.body).not.toHaveProperty('cvv');
    page.stopToasts();
  });

  it("shows the server's refusal in an error toast and stays on the form", async () => {
    writeStored('usuario', user);
    const refusal =
      'Pagamento não autorizado pelo banco emissor. Tente outro cartão ou fale com o seu banco.';
    stubFetch({ status: 422, body: { status: 'error', code: 'card_declined', message: refusal } });
    const onSaved = vi.fn();
    const page = renderPage(<AddCardForm onSaved={onSaved} />);
    page.queryClient.setQueryData(WALLET_KEY, []);
    await fillCard('4000000000000028');
    const button = screen.getByRole('button', { name: 'Cadastrar cartão' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(page.toasts).toEqual([expect.objectContaining({ kind: 'error', message: refusal })]),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBeNull();
    page.stopToasts();
  });

  it("refuses a sixth card with 'Você só pode cadastrar até 5 cartões!' before calling the provider", async () => {
    writeStored('usuario', user);
    const calls = stubFetch();
    const page = renderPage(<AddCardForm onSaved={() => {}} />);
    page.queryClient.setQueryData(
      WALLET_KEY,
      [1, 2, 3, 4, 5].map((id) => saved(id, { doacao: id === 5 })),
    );
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar cartão' }));
    await waitFor(() =>
      expect(page.toasts).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Você só pode cadastrar até 5 cartões!' }),
      ]),
    );
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });
});
