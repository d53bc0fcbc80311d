import type { Banner, MenuCategory, MenuProduct } from '@comanda/contract';
import { brandedStoreName, STORE_CLOSED_MESSAGE } from '@comanda/domain';
import type { ReactNode, Ref } from 'react';
import { brand } from '../../../config/brand.ts';
import { MENU_TITLE } from '../menu-texts.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { CategoryNav } from './category-nav.tsx';
import { KitsHighlight } from './kits-highlight.tsx';
import { ProductCard } from './product-card.tsx';
import { SearchButton } from './search-button.tsx';

/**
 * Sections built with the first screen; the others follow in two transitions right after it (ADR 0140).
 * Ionic's router outlet mounts the page in a render React cannot split, so everything in it delays the first
 * screen's paint: one section fills a phone's screen and more below the kits.
 */
export const FIRST_SECTIONS = 1;
/** The first product cards load eagerly; the rest wait until they are near the viewport. */
const EAGER_IMAGES = 4;

export interface MenuContentProps {
  banners: readonly Banner[] | undefined;
  storeName: string | undefined;
  closed: boolean;
  categories: readonly MenuCategory[];
  /** How many of the categories' sections are built (the others follow: ADR 0140). */
  sections: number;
  kits: readonly MenuProduct[];
  activeCategory: number | undefined;
  /** The desktop's 'Buscar' beside the chips. */
  searchBeside: boolean;
  onOpenProduct: (product: MenuProduct) => void;
  /** A banner's product, by id: the caller finds it in the menu or opens it as unavailable. */
  onOpenBannerProduct: (productId: number) => void;
  onSelectCategory: (categoryId: number) => void;
  onSeeAllKits?: () => void;
  onSearch: () => void;
  navRef?: Ref<HTMLDivElement>;
  sectionRef?: (categoryId: number) => Ref<HTMLElement>;
  /** The menu's state when it has no sections to show (an error, an empty menu), under the title. */
  children?: ReactNode;
}

/**
 * The menu's content: highlights, title, category chips, kits and the categories' sections. The home screen renders
 * it, and so does the server for the first screen of the menu's page (app/first-screen), from the same data.
 */
export function MenuContent(props: MenuContentProps) {
  const { banners, categories, onOpenProduct } = props;
  let cardIndex = 0;
  return (
    <>
      {banners && banners.length > 0 && (
        <BannerCarousel
          banners={banners}
          onOpenProduct={props.onOpenBannerProduct}
          onOpenCategory={props.onSelectCategory}
        />
      )}

      <div className="menu__intro">
        <h1 className="menu__title">{MENU_TITLE}</h1>
        <p className="menu__store">
          {brandedStoreName(brand.name, props.storeName)}
          {props.closed && <span className="menu__closed">{STORE_CLOSED_MESSAGE}</span>}
        </p>
      </div>

      {props.children}

      {categories.length > 0 && (
        <>
          <div ref={props.navRef} className="menu__nav-slot">
            <CategoryNav
              categories={categories}
              activeId={props.activeCategory}
              onSelect={props.onSelectCategory}
            />
            {props.searchBeside && <SearchButton onClick={props.onSearch} className="menu__search" />}
          </div>

          <KitsHighlight kits={props.kits} onOpen={onOpenProduct} onSeeAll={props.onSeeAllKits} />

          {categories.slice(0, props.sections).map((category) => (
            <section
              key={category.id}
              ref={props.sectionRef?.(category.id)}
              className="menu-section"
              aria-labelledby={`categoria-${category.id}`}
            >
              <h2 id={`categoria-${category.id}`} className="menu-section__title" tabIndex={-1}>
                {category.nome}
              </h2>
              <ul className="menu-section__grid">
                {category.produtos.map((item) => {
                  cardIndex += 1;
                  return (
                    <li key={item.cod}>
                      <ProductCard product={item} onOpen={onOpenProduct} eager={cardIndex <= EAGER_IMAGES} />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}

/** The categories as the menu shows them: only products shown on the menu, and no empty category. */
export function visibleCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories
    .map((category) => ({
      ...category,
      produtos: category.produtos.filter((product) => product.visivel_cardapio),
    }))
    .filter((category) => category.produtos.length > 0);
}
