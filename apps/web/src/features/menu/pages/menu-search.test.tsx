import type { MenuProduct } from '@comanda/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { readStored } from '../../../testing/stored.ts';
import { MenuPage } from './menu-page.tsx';

// jsdom has no scrolling; the category chips scroll themselves into view.
beforeEach(() => {
  Element.prototype.scrollTo = () => undefined;
});

afterEach(() => vi.unstubAllGlobals());

function product(cod: number, nome: string, descricao: string, categoria: string): MenuProduct {
  return {
    cod,
    id: cod,
    produto: nome,
    nome,
    descricao,
    imagem: `/img/${cod}.webp`,
    alt: nome,
    categoria,
    categoriaId: 1,
    preco: { valor: 4990, texto: 'R$\u00a049,90', unitario: 4990 },
    preco_original: null,
    preco_obs: null,
    promocional: false,
    visivel_cardapio: true,
    kit_delivery: false,
    beneficio: false,
    alergenicos: [],
    tabela_nutricional: null,
    observacoes: [],
    kit_itens: [],
  };
}

const menu = {
  marcaId: 4,
  loja: null,
  categorias: [
    {
      id: 1,
      nome: 'Sashimis',
      icone: null,
      produtos: [
        product(11, 'Sashimi de Salmão 10 fatias', 'Fatias frescas.', 'Sashimis'),
        product(12, 'Sashimi de Atum', 'Atum vermelho.', 'Sashimis'),
      ],
    },
    {
      id: 2,
      nome: 'Temakis',
      icone: null,
      produtos: [
        product(21, 'Temaki Skin', 'Pele de salmão grelhada.', 'Temakis'),
        product(22, 'Temaki Kani', 'Kani e pepino.', 'Temakis'),
      ],
    },
    { id: 3, nome: 'Bebidas', icone: null, produtos: [product(31, 'Água com gás', '', 'Bebidas')] },
  ],
};

/** Answers the three menu requests by path. */
function stubMenuApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.includes('/cardapio') ? { cardapio: menu } : [];
      return new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
    }),
  );
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('button').textContent);

describe('menu keyword search', () => {
  it('filters the menu by name, description and category, accent-free, and Cancelar restores it', async () => {
    vi.stubGlobal('innerWidth', 390); // mobile: the search button is in the home header
    stubMenuApi();
    renderPage(<MenuPage />);
    await screen.findByRole('heading', { name: 'Sashimis' });
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Informe seu endereço')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Buscar no cardápio' }));
    const field = await screen.findByRole('searchbox', { name: 'Buscar no cardápio' });
    expect(field.getAttribute('placeholder')).toBe('Digite palavras-chave');
    // the field takes the focus in an effect once it is shown
    await waitFor(() => expect(document.activeElement).toBe(field));
    // the search bar replaces the home header; the menu is out of sight (and of the accessibility tree)
    expect(screen.queryByText('Informe seu endereço')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cardápio' })).toBeNull();

    await userEvent.type(field, 'salmao');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 produtos encontrados'));
    expect(cardNames()).toEqual(['Sashimi de Salmão 10 fatias', 'Temaki Skin']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Sashimis',
      'Temakis',
    ]);

    await userEvent.clear(field);
    await userEvent.type(field, 'BEBIDA');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 produto encontrado'));
    expect(cardNames()).toEqual(['Água com gás']);

    await userEvent.click(screen.getByRole('button', { name: 'Água com gás' }));
    expect(readStored<MenuProduct>('produto')?.cod).toBe(31);

    await userEvent.clear(field);
    await userEvent.type(field, 'pizza');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Nenhum produto encontrado para "pizza".'),
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByText('Informe seu endereço')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cardápio' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('offers the categories before typing, and Escape leaves the search (desktop)', async () => {
    stubMenuApi();
    renderPage(<MenuPage />);
    await screen.findByRole('heading', { name: 'Sashimis' });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no cardápio' }));
    await screen.findByRole('searchbox');
    expect(screen.getByText('Busque por nome, ingrediente ou categoria.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Temakis' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Temakis');
    await waitFor(() => expect(cardNames()).toEqual(['Temaki Skin', 'Temaki Kani']));

    await userEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });
});
