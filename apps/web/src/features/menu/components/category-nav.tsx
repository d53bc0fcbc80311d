import type { MenuCategory } from '@comanda/contract';
import { useEffect, useRef } from 'react';
import './category-nav.css';

interface CategoryNavProps {
  categories: readonly Pick<MenuCategory, 'id' | 'nome'>[];
  activeId: number | undefined;
  onSelect: (categoryId: number) => void;
}

/** Sticky category chips: tapping one scrolls to its section; the section in view is highlighted. */
export function CategoryNav({ categories, activeId, onSelect }: CategoryNavProps) {
  const list = useRef<HTMLUListElement>(null);

  const firstRun = useRef(true);

  useEffect(() => {
    const first = firstRun.current;
    firstRun.current = false;
    const container = list.current;
    if (activeId === undefined || !container) return;
    const chip = container.querySelector<HTMLElement>(`[data-category="${activeId}"]`);
    if (!chip) return;
    // the chips start at their beginning: the first one needs no scrolling, nor the layout measuring it would force
    if (first && chip === container.querySelector('[data-category]')) return;
    const target = chip.offsetLeft - container.clientWidth / 2 + chip.offsetWidth / 2;
    container.scrollTo({ left: Math.max(0, target), behavior: 'smooth' });
  }, [activeId]);

  return (
    <nav className="category-nav" aria-label="Categorias do cardápio">
      <ul className="category-nav__list" ref={list}>
        {categories.map((category) => {
          const active = category.id === activeId;
          return (
            <li key={category.id}>
              <button
                type="button"
                className={active ? 'category-nav__chip category-nav__chip--active' : 'category-nav__chip'}
                aria-current={active ? 'true' : undefined}
                data-category={category.id}
                onClick={() => onSelect(category.id)}
              >
                {category.nome}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
