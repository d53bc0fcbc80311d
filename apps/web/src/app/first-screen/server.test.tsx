import {
  APP_SCRIPTS_ID,
  FIRST_SCREEN_COPY_ID,
  FIRST_SCREEN_HERO,
  type FramedScreenPath,
  type Menu,
} from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { banners, product } from '../../features/menu/testing.ts';
import { frame, render, script } from './server.tsx';

const kits = [product(7001, 'Kit Casal', true), product(7002, 'Kit Família', true)];
const hidden = { ...product(2003, 'Uramaki fora do cardápio', false), visivel_cardapio: false };
const menu = {
  marcaId: 4,
  loja: null,
  categorias: [
    {
      id: 1,
      nome: 'Combinados',
      icone: null,
      produtos: [product(2001, 'Combinado 20 peças', false), hidden],
    },
    { id: 2, nome: 'Temakis', icone: null, produtos: [product(2002, 'Temaki de Salmão', false)] },
  ],
} as Menu;

function renderInto(): HTMLElement {
  document.body.innerHTML = render({ cardapio: menu, kits, banners });
  const copy = document.getElementById(FIRST_SCREEN_COPY_ID);
  if (!copy) throw new Error('no copy rendered');
  return copy;
}

describe("the menu page's first screen, rendered by the server", () => {
  it('is hidden until the page script shows it, inert and out of the accessibility tree', () => {
    const copy = renderInto();
    expect(copy.hidden).toBe(true);
    expect(copy.hasAttribute('inert')).toBe(true);
    expect(copy.getAttribute('aria-hidden')).toBe('true');
  });

  it("holds the home screen's first screen from the app's components: banners, title, chips, kits, first section", () => {
    const copy = renderInto();
    expect(copy.querySelector('h1')?.textContent).toBe('Cardápio');
    expect(copy.querySelector('.menu__store')?.textContent).toBe('Hanami Sushi · Delivery');
    expect(copy.querySelector('.banner-carousel img')?.getAttribute('src')).toBe(banners[0]?.imagem);
    expect([...copy.querySelectorAll('.category-nav__chip')].map((chip) => chip.textContent)).toEqual([
      'Combinados',
      'Temakis',
    ]);
    // the first chip is the active one, as the app marks it once mounted
    expect(copy.querySelector('.category-nav__chip--active')?.textContent).toBe('Combinados');
    expect([...copy.querySelectorAll('.kit-card__open')].map((kit) => kit.textContent)).toEqual([
      'Kit Casal',
      'Kit Família',
    ]);
    // only the first section, and only what the menu shows
    expect([...copy.querySelectorAll('.menu-section h2')].map((title) => title.textContent)).toEqual([
      'Combinados',
    ]);
    expect(copy.textContent).toContain('Combinado 20 peças');
    expect(copy.textContent).not.toContain('Uramaki fora do cardápio');
    expect(copy.textContent).not.toContain('Temaki de Salmão');
  });

  it('writes names from the menu as text, never as markup', () => {
    const tricky = { ...product(7003, '</div><script>alert(1)</script>', true), alt: '" onerror="alert(1)' };
    const html = render({ cardapio: menu, kits: [tricky], banners });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror="');
    document.body.innerHTML = html;
    expect(document.querySelector('.kit-card__open')?.textContent).toBe('</div><script>alert(1)</script>');
  });

  it("names its largest image, the first kit's, for the page script to wait for", () => {
    const copy = renderInto();
    const heroes = copy.querySelectorAll(`img[elementtiming="${FIRST_SCREEN_HERO}"]`);
    expect(heroes).toHaveLength(1);
    expect(heroes[0]?.getAttribute('src')).toBe(kits[0]?.imagem);
    expect(heroes[0]?.getAttribute('fetchpriority')).toBe('high');
  });

  it("draws the visitor's bars for both layouts, with no Ionic element the app's scripts would upgrade", () => {
    const copy = renderInto();
    expect(copy.querySelector('.first-screen__mobile .home-header-toolbar')?.textContent).toContain(
      'Informe seu endereço',
    );
    expect(copy.querySelector('.first-screen__mobile .home-header__login')?.textContent).toBe(
      'Faça o login!',
    );
    expect(copy.querySelector('.first-screen__mobile .tab-bar__link--active')?.textContent).toBe('Cardápio');
    expect(copy.querySelector('.first-screen__desktop .top-bar__link--active')?.textContent).toBe('Cardápio');
    expect(copy.querySelector('.first-screen__desktop .top-bar__login')?.textContent).toBe('Faça o login!');
    expect(copy.innerHTML).not.toMatch(/<ion-/);
  });

  it("prints the page script with the copy's, the scripts' and the hero's names", () => {
    expect(script).toMatch(/^\(function firstPaint\(/);
    expect(script).toContain(JSON.stringify(FIRST_SCREEN_COPY_ID));
    expect(script).toContain(JSON.stringify(APP_SCRIPTS_ID));
    expect(script).toContain(JSON.stringify(FIRST_SCREEN_HERO));
    expect(script).toContain('"hanami-usuario","hanami-loja","hanami-endereco"');
  });
});

describe("the frame of the product's, the bag's, the checkout's and an order's pages, rendered by the server", () => {
  const frameOf = (path: FramedScreenPath) => {
    document.body.innerHTML = frame(path);
    const element = document.getElementById(FIRST_SCREEN_COPY_ID);
    if (!element) throw new Error('no frame rendered');
    return element;
  };

  it('is shown from the start, inert and out of the accessibility tree, with its own styles', () => {
    const element = frameOf('/sacola');
    expect(element.hidden).toBe(false);
    expect(element.hasAttribute('inert')).toBe(true);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    // its rules are the built stylesheet's text (empty under the unit tests, which load no CSS)
    expect(element.querySelector('style')).not.toBeNull();
    expect(element.innerHTML).not.toMatch(/<ion-/);
  });

  it("draws the bag's bar with its title and a back arrow", () => {
    const element = frameOf('/sacola');
    expect(element.querySelector('.screen-frame__bar .toolbar-heading')?.textContent).toBe('Sacola');
    expect(element.querySelector('svg.screen-frame__back path')).not.toBeNull();
    expect(element.querySelector('.screen-frame__picture')).toBeNull();
    expect(element.querySelector('.screen-frame__card')).toBeNull();
  });

  it.each([
    ['/finalizar-pedido', 'Finalizar pedido', 3],
    ['/tabs/detalhes-pedido', 'Detalhes do pedido', 4],
  ] as const)(
    "draws %s's bar with its title, its cards' empty places and its bottom bar",
    (path, title, cards) => {
      const element = frameOf(path);
      expect(element.querySelector('.screen-frame__bar .toolbar-heading')?.textContent).toBe(title);
      expect(element.querySelectorAll('.screen-frame__cards > .screen-frame__card')).toHaveLength(cards);
      expect(element.querySelector('.screen-frame__bottom')).not.toBeNull();
      // nothing in them: what they hold depends on the customer
      expect(element.querySelector('.screen-frame__cards')?.textContent).toBe('');
      expect(element.className).toContain(`screen-frame--${path.split('/').pop()}`);
    },
  );

  it("leaves the product's name to the app and keeps its picture's place", () => {
    const element = frameOf('/produto');
    expect(element.querySelector('.toolbar-heading')).toBeNull();
    expect(element.querySelector('.screen-frame__title-placeholder')).not.toBeNull();
    expect(element.querySelector('.screen-frame__picture')).not.toBeNull();
    expect(element.textContent?.replace(element.querySelector('style')?.textContent ?? '', '')).toBe('');
  });
});
