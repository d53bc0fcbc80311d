import type { MenuCategory, MenuProduct } from '@comanda/contract';
import { searchMenu } from '@comanda/domain';
import { useIonViewWillLeave } from '@ionic/react';
import { useDeferredValue, useRef, useState } from 'react';
import { SearchHeader } from '../../../ui/search-header.tsx';
import { MENU_SEARCH_LABEL } from '../menu-texts.ts';
import { ProductCard } from './product-card.tsx';
import './menu-search.css';

export interface MenuSearchProps {
  /** The menu's visible categories, already loaded by the menu query. */
  categories: readonly MenuCategory[];
  onOpen: (product: MenuProduct) => void;
  onCancel: () => void;
}

const EAGER_IMAGES = 4;

function countText(count: number): string {
  return count === 1 ? '1 produto encontrado' : `${count} produtos encontrados`;
}

/**
 * The menu's keyword search (§2 Top bar, Search type), kept out of the first load: the search top bar
 * and the menu's products matching the words by name, description or category (`searchMenu`), grouped by
 * category. It is a layer with its own scrolling over the menu, which keeps its place (hidden, not removed) for
 * Cancelar.
 */
export function MenuSearch({ categories, onOpen, onCancel }: MenuSearchProps) {
  const [term, setTerm] = useState('');
  const query = useDeferredValue(term.trim());
  const root = useRef<HTMLDivElement>(null);
  const groups = searchMenu(categories, query);
  const count = groups.reduce((total, group) => total + group.products.length, 0);
  let cardIndex = 0;
  // Leaving the menu (a result opens the product page, another tab) closes the on-screen keyboard. It also ties
  // this chunk to @ionic/react like every other lazy screen: without that, Rolldown splits React from Ionic into
  // two initial chunks (+0.5 KB gzip on the first load, ADR 0032).
  useIonViewWillLeave(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && root.current?.contains(focused)) focused.blur();
  });

  return (
    <div ref={root} slot="fixed" className="menu-search">
      <SearchHeader value={term} onChange={setTerm} onCancel={onCancel} label={MENU_SEARCH_LABEL} />
      <div className="menu menu-search__body">
        <h1 className="visually-hidden">{MENU_SEARCH_LABEL}</h1>
        <p
          role="status"
          className={query !== '' && count === 0 ? 'menu__empty menu-search__empty' : 'menu-search__count'}
        >
          {query === '' ? '' : count > 0 ? countText(count) : `Nenhum produto encontrado para "${query}".`}
        </p>

        {query === '' && categories.length > 0 && (
          <div className="menu-search__hint">
            <p>Busque por nome, ingrediente ou categoria.</p>
            <ul className="menu-search__chips" aria-label="Categorias">
              {categories.map((category) => (
                <li key={category.id}>
                  <button type="button" className="category-nav__chip" onClick={() => setTerm(category.nome)}>
                    {category.nome}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        {groups.map(({ category, products }) => (
          <section key={category.id} className="menu-section" aria-labelledby={`busca-${category.id}`}>
            <h2 id={`busca-${category.id}`} className="menu-section__title">
              {category.nome}
            </h2>
            <ul className="menu-section__grid">
              {products.map((item) => {
                cardIndex += 1;
                return (
                  <li key={item.cod}>
                    <ProductCard product={item} onOpen={onOpen} eager={cardIndex <= EAGER_IMAGES} />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
