import type { MenuProduct } from '@comanda/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SuggestionsCarousel } from './suggestions-carousel.tsx';

function product(cod: number, nome: string, texto: string): MenuProduct {
  return {
    cod,
    id: cod,
    produto: nome,
    nome,
    descricao: '',
    imagem: `/img/${cod}.webp`,
    alt: `Foto de ${nome}`,
    categoria: 'Bebidas',
    categoriaId: 9,
    preco: { valor: 990, texto, unitario: 990 },
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

const ARROWS = ['Sugestões anteriores', 'Próximas sugestões'];

describe('SuggestionsCarousel', () => {
  it("holds the suggestions' place with empty slides while they load", () => {
    const onOpen = vi.fn();
    const { container } = render(<SuggestionsCarousel products={undefined} onOpen={onOpen} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Peça também' })).toBeTruthy();
    const track = container.querySelector('.suggestions__track')!;
    expect(track.getAttribute('aria-hidden')).toBe('true');
    expect(track.querySelectorAll('li.suggestions__slide')).toHaveLength(3);
    expect(track.querySelectorAll('.suggestion--placeholder')).toHaveLength(3);
    expect(within(track as HTMLElement).queryAllByRole('button', { hidden: true })).toEqual([]);
    expect(container.querySelectorAll('img, h3')).toHaveLength(0);
    // nothing to press yet: no suggestion to open, and no arrows for a track with nothing in it
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows nothing when the store has no suggestion', () => {
    const { container } = render(<SuggestionsCarousel products={[]} onOpen={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows one slide per suggestion, and a tap opens that product', async () => {
    const onOpen = vi.fn();
    const products = [
      product(801, 'Refrigerante lata', 'R$\u00a06,90'),
      product(802, 'Chá verde gelado', 'R$\u00a09,90'),
    ];
    const { container } = render(<SuggestionsCarousel products={products} onOpen={onOpen} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Peça também' })).toBeTruthy();
    const track = container.querySelector('.suggestions__track') as HTMLElement;
    expect(track.getAttribute('aria-hidden')).toBeNull();
    expect(container.querySelectorAll('.suggestion--placeholder')).toHaveLength(0);
    const buttons = within(track).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Refrigerante lata', 'Chá verde gelado']);
    for (const arrow of ARROWS) expect(screen.getByRole('button', { name: arrow })).toBeTruthy();
    expect(
      within(track)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Foto de Refrigerante lata', 'Foto de Chá verde gelado']);
    expect(track.textContent).toContain('R$\u00a09,90');
    await userEvent.click(screen.getByRole('button', { name: 'Chá verde gelado' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(products[1]);
  });

  it('loads the pictures of the slides in view with the bag, the others when scrolled to', () => {
    const products = Array.from({ length: 6 }, (_, i) => product(810 + i, `Bebida ${i}`, 'R$\u00a05,00'));
    const { container } = render(<SuggestionsCarousel products={products} onOpen={vi.fn()} />);
    const loading = [...container.querySelectorAll('.suggestion__media img')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('keeps its place when the suggestions arrive', () => {
    const { container, rerender } = render(<SuggestionsCarousel products={undefined} onOpen={vi.fn()} />);
    const section = container.querySelector('section.suggestions');
    rerender(
      <SuggestionsCarousel products={[product(801, 'Refrigerante lata', 'R$\u00a06,90')]} onOpen={vi.fn()} />,
    );
    expect(container.querySelector('section.suggestions')).toBe(section);
    expect(screen.getByRole('button', { name: 'Refrigerante lata' })).toBeTruthy();
  });
});
