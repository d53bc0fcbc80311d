import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import type { StoredBag } from '../../bag/index.ts';
import { testMenu, testProduct } from '../testing/product-fixture.ts';
import { ProductScreen } from './product-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const menuAnswer = (status: 'aberta' | 'fechada' = 'aberta') => ({
  body: { status: 'success', data: { cardapio: testMenu(status) } },
});

function open(
  options: { address?: boolean; user?: boolean; store?: boolean; status?: 'aberta' | 'fechada' } = {},
) {
  const { address = true, user = false, store = true, status = 'aberta' } = options;
  writeStored('produto', testProduct);
  if (store) writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte' });
  if (address) writeStored('endereco', { logradouro: 'SQN 210', numero: '1' });
  if (user) writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana' });
  stubFetch(menuAnswer(status));
  const onAdded = vi.fn();
  const onClose = vi.fn();
  const view = renderPage(<ProductScreen variant="page" onClose={onClose} onAdded={onAdded} />);
  return { ...view, onAdded, onClose };
}

const addButton = () => screen.getByRole('button', { name: /^Adicionar R\$\s/ });
const messages = (toasts: { message: string }[]) => toasts.map((toast) => toast.message);

describe('product screen', () => {
  it('refuses an incomplete product with the §5 messages and adds a complete one to the bag', async () => {
    const page = open();
    await screen.findByText('Escolha o molho');
    expect(addButton().textContent).toContain('R$\u00a094,90');

    await userEvent.click(addButton());
    expect(messages(page.toasts)).toEqual(['Por favor preencha todos os campos.']);
    // Only the sauce is required: the optional toppings (min 0) ask for nothing (ADR 0146).
    expect(screen.getAllByText('Você deve selecionar 1 item')).toHaveLength(1);
    expect(screen.getAllByText('Obrigatório')).toHaveLength(1);

    await userEvent.click(screen.getByLabelText('Shoyu tradicional'));
    await userEvent.click(screen.getByLabelText('Shoyu light'));
    expect((screen.getByLabelText('Shoyu tradicional') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Shoyu light') as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByLabelText('Tarê'));
    await userEvent.click(screen.getByLabelText(/^Cream cheese/));
    await userEvent.click(screen.getByLabelText(/^Crispy/));
    expect(messages(page.toasts)).toContain('A quantidade máxima para essa opção já foi atingida');
    expect((screen.getByLabelText(/^Crispy/) as HTMLInputElement).checked).toBe(false);

    const addExtra = screen.getByRole('button', { name: 'Adicionar Cream cheese extra' });
    await userEvent.click(addExtra);
    await userEvent.click(addExtra);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Gengibre extra' }));
    await userEvent.click(addExtra);
    expect(messages(page.toasts)).toContain('A quantidade máxima para essa opção já foi atingida.');

    // 94,90 + cream cheese 4,00 + 2 × 4,00 extra = 106,90
    expect(addButton().textContent).toContain('R$\u00a0106,90');
    await userEvent.click(
      screen.getByRole('button', { name: 'Aumentar quantidade de Combinado Tradicional' }),
    );
    expect(addButton().textContent).toContain('R$\u00a0213,80');
    await userEvent.click(
      screen.getByRole('button', { name: 'Diminuir quantidade de Combinado Tradicional' }),
    );
    expect(
      screen.getByRole('button', { name: 'Diminuir quantidade de Combinado Tradicional' }),
    ).toHaveProperty('disabled', true);

    await userEvent.type(screen.getByLabelText('Alguma observação?'), 'x'.repeat(120));
    expect(screen.getByText('100/100')).toBeTruthy();

    await userEvent.click(addButton());
    expect(page.onAdded).toHaveBeenCalledWith(false);
    const bag = readStored<StoredBag>('carrinho');
    expect(bag?.lojaId).toBe(2);
    expect(bag?.itens[0]).toMatchObject({
      cod: 1002,
      qtd: 1,
      preco: { unitario: { valor: 10690 }, total: { valor: 10690 } },
      obrigatorios: [{ cod: 12 }],
      opcionais: [{ cod: 21 }, { cod: 22 }],
      adicionais: [
        { cod: 31, qtd: 2 },
        { cod: 32, qtd: 1 },
      ],
    });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'view_item' }));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          currency: 'BRL',
          value: 106.9,
          items: [expect.objectContaining({ item_id: '1002', price: 106.9, quantity: 1 })],
        }),
      }),
    );
    page.stopToasts();
  });

  it('adds a dish whose groups are all optional as it comes, with one tap (ADR 0146)', async () => {
    const asItComes = { ...testProduct, observacoes: testProduct.observacoes.slice(1) };
    writeStored('produto', asItComes);
    writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte' });
    writeStored('endereco', { logradouro: 'SQN 210', numero: '1' });
    stubFetch({ body: { status: 'success', data: { cardapio: testMenu('aberta', [asItComes]) } } });
    const onAdded = vi.fn();
    const page = renderPage(<ProductScreen variant="page" onClose={vi.fn()} onAdded={onAdded} />);
    await screen.findByText('Coberturas');
    expect(screen.queryByText('Obrigatório')).toBeNull();
    expect(screen.queryByText(/Você deve selecionar/)).toBeNull();
    await userEvent.click(addButton());
    expect(messages(page.toasts)).toEqual(['Item adicionado à sacola.']);
    expect(onAdded).toHaveBeenCalledWith(false);
    expect(readStored<StoredBag>('carrinho')?.itens[0]).toMatchObject({
      cod: 1002,
      opcionais: [],
      adicionais: [],
    });
    page.stopToasts();
  });

  it('blocks adding while the store is closed', async () => {
    const page = open({ status: 'fechada' });
    expect(await screen.findByText('Restaurante fechado no momento.')).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
    page.stopToasts();
  });

  it('asks for an address when logged in without one, and for a login otherwise', async () => {
    const withUser = open({ address: false, user: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Informe um endereço' }));
    expect(withUser.router.push).toHaveBeenCalledWith('/buscar-endereco', 'forward');
    withUser.stopToasts();
    withUser.unmount();
    window.localStorage.clear();

    const visitor = open({ address: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Faça login e peça agora!' }));
    expect(visitor.router.push).toHaveBeenCalledWith('/login', 'forward');
    visitor.stopToasts();
    visitor.unmount();
    window.localStorage.clear();

    // A first visit: no store chosen yet either. The button still does what it says.
    const firstVisit = open({ address: false, store: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Faça login e peça agora!' }));
    expect(firstVisit.router.push).toHaveBeenCalledWith('/login', 'forward');
    expect(firstVisit.router.push).not.toHaveBeenCalledWith('/buscar-endereco', 'forward');
    firstVisit.stopToasts();
  });

  it('reopens a bag line with its saved selections, and says so when the product left the menu', async () => {
    writeStored('loja', { id: 2 });
    writeStored('endereco', { logradouro: 'SQN 210', numero: '1' });
    writeStored('produto', {
      cod: 1002,
      produto_carrinho: 'linha-1',
      qtd: 2,
      observacao: 'sem wasabi',
      adicionais: [{ cod: 31, qtd: 1 }],
      opcionais: [{ cod: 23 }],
      obrigatorios: [{ cod: 11 }],
    });
    stubFetch(menuAnswer());
    const page = renderPage(<ProductScreen variant="page" onClose={vi.fn()} onAdded={vi.fn()} />);
    expect(await screen.findByRole('button', { name: /^Atualizar R\$\s203,80/ })).toBeTruthy();
    expect((screen.getByLabelText('Shoyu tradicional') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Crispy/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Alguma observação?') as HTMLTextAreaElement).value).toBe('sem wasabi');
    page.stopToasts();
    page.unmount();

    writeStored('produto', { cod: 9999, produto_carrinho: 'linha-2', qtd: 1 });
    stubFetch(menuAnswer());
    const onClose = vi.fn();
    const failed = renderPage(<ProductScreen variant="page" onClose={onClose} onAdded={vi.fn()} />);
    await waitFor(() => expect(messages(failed.toasts)).toEqual(['Ocorreu um problema ao editar produto']));
    expect(onClose).toHaveBeenCalled();
    failed.stopToasts();
  });
});
