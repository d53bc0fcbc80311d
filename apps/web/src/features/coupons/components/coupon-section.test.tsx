import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { CouponSection } from './coupon-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const money = (valor: number) => ({ valor, texto: '' });
const bag = {
  lojaId: 2,
  gift_cards: [],
  itens: [
    {
      produto_carrinho: 'a',
      cod: 1002,
      nome: 'Combinado',
      qtd: 1,
      preco: { unitario: money(9490), total: money(9490) },
      desconto: { unitario: money(0), total: money(0) },
      adicionais: [],
      opcionais: [],
      obrigatorios: [
        { cod: 11, opcional: 'Shoyu', selecionado: true, preco: { valor: 0, texto: '', unitario: 0 } },
      ],
      observacao: '',
    },
  ],
};
const discount = {
  tipo: 'fixo',
  desconto: { valor: 1500, texto: 'R$ 15,00' },
  frete: null,
  cupom: 'HANAMI15',
  cupomId: 2,
  categoriaId: null,
  codProduto: null,
  descricao: 'R$ 15,00 de desconto',
  valor_desconto: money(1500),
};

describe('coupon section', () => {
  it('offers visitors the login instead', () => {
    const page = renderPage(<CouponSection />);
    expect(screen.getByRole('button', { name: 'Faça login para continuar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Utilizar' })).toBeNull();
    page.stopToasts();
  });

  it("'Utilizar' needs a code, applies it, then 'Trocar' removes it", async () => {
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana' });
    writeStored('carrinho', bag);
    writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte' });
    const calls = stubFetch({ body: { status: 'success', message: 'Cupom aplicado', data: discount } });
    const page = renderPage(<CouponSection />);

    await userEvent.click(screen.getByRole('button', { name: 'Utilizar' }));
    expect(screen.getByText('O cupom é obrigatório!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Código do cupom'));
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Código do cupom'), 'hanami15');
    expect(screen.queryByText('O cupom é obrigatório!')).toBeNull();
    expect((screen.getByLabelText('Código do cupom') as HTMLInputElement).value).toBe('HANAMI15');
    await userEvent.click(screen.getByRole('button', { name: 'Utilizar' }));
    await screen.findByText('Cupom aplicado');
    expect(calls[0]).toMatchObject({
      url: '/api/cupom',
      method: 'POST',
      body: {
        cupom: 'HANAMI15',
        lojaId: 2,
        modalidade: 'DLV',
        plataforma: 'PWA',
        pwa: true,
        carrinho: [{ cod: 1002, qtd: 1 }],
      },
    });
    expect(screen.getByLabelText('Código do cupom')).toHaveProperty('disabled', true);
    expect(readStored('desconto')).toMatchObject({ cupom: 'HANAMI15' });

    await userEvent.click(screen.getByRole('button', { name: 'Trocar' }));
    expect(readStored('desconto')).toBeUndefined();
    expect(screen.getByLabelText('Código do cupom')).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Código do cupom')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Utilizar' })).toBeTruthy();
    page.stopToasts();
  });

  it('shows a refusal from the server in a toast', async () => {
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana' });
    writeStored('carrinho', bag);
    writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte' });
    stubFetch({ status: 422, body: { status: 'error', message: 'Este cupom expirou.' } });
    const page = renderPage(<CouponSection />);
    await userEvent.type(screen.getByLabelText('Código do cupom'), 'VERAO2024');
    await userEvent.click(screen.getByRole('button', { name: 'Utilizar' }));
    await waitFor(() => expect(page.toasts.map((toast) => toast.message)).toEqual(['Este cupom expirou.']));
    expect(screen.getByRole('button', { name: 'Utilizar' })).toBeTruthy();
    page.stopToasts();
  });
});
