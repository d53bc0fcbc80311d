import type { MenuCategory, MenuProduct } from '@comanda/contract';
import { IonContent } from '@ionic/react';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { brand } from '../../../config/brand.ts';
import { REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { useCurrentAddress } from '../../addresses/index.ts';
import { useOpenProduct } from '../../product/index.ts';
import { useCurrentStore, useMenu } from '../../stores/index.ts';
import { useBanners } from '../api/get-banners.ts';
import { useDeliveryKits } from '../api/get-delivery-kits.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { CategoryNav } from '../components/category-nav.tsx';
import { HomeHeader } from '../components/home-header.tsx';
import { KitsHighlight } from '../components/kits-highlight.tsx';
import { MenuSkeleton } from '../components/menu-skeleton.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { SearchButton } from '../components/search-button.tsx';
import { useCategoryScroll } from '../hooks/use-category-scroll.ts';
import { useFirstScreenImages } from '../hooks/use-first-screen-images.ts';
import './menu-page.css';

const EAGER_IMAGES = 4;
/**
 * Sections built with the first screen; the others follow in a transition right after it is painted (ADR 0141).
 * Ionic's router outlet mounts the page in a render React cannot split, so everything in it delays the first
 * screen's paint: one section fills a phone's screen and more below the kits.
 */
const FIRST_SECTIONS = 1;
/** The keyword search (its top bar, results and matching rule) loads after first paint, when first opened. */
const MenuSearch = lazy(() =>
  import('../components/menu-search.tsx').then((parts) => ({ default: parts.MenuSearch })),
);

function visibleCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories
    .map((category) => ({
      ...category,
      produtos: category.produtos.filter((product) => product.visivel_cardapio),
    }))
    .filter((category) => category.produtos.length > 0);
}

/** tabs/cardapio: the home screen, the menu of the chosen store (or the brand's default menu). */
export function MenuPage() {
  const isDesktop = useIsDesktop();
  const store = useCurrentStore();
  const address = useCurrentAddress();
  const menu = useMenu(store?.id);
  const banners = useBanners(store?.id);
  const kits = useDeliveryKits(store?.id);
  const product = useOpenProduct();
  const [searching, setSearching] = useState(false);
  const openSearch = () => setSearching(true);

  const categories = useMemo(() => visibleCategories(menu.data?.categorias ?? []), [menu.data]);
  const categoryIds = useMemo(() => categories.map((category) => category.id), [categories]);
  const scroll = useCategoryScroll(categoryIds);
  const shown = useDeferredValue(categories.length, Math.min(categories.length, FIRST_SECTIONS));
  const complete = shown >= categories.length;

  const findProduct = (productId: number): MenuProduct | undefined => {
    for (const category of categories) {
      const found = category.produtos.find((item) => item.id === productId || item.cod === productId);
      if (found) return found;
    }
    return kits.data?.find((item) => item.id === productId || item.cod === productId);
  };

  // the screen is built in a transition once its data is in, in slices between which the browser stays responsive
  const ready = useDeferredValue(!menu.isPending && !banners.isPending && !kits.isPending);
  const body = useRef<HTMLDivElement>(null);
  useFirstScreenImages(body, ready);
  const storeName = menu.data?.loja?.nome ?? store?.nome;
  const closed = menu.data?.loja?.statusLoja === 'fechada';
  let cardIndex = 0;

  return (
    <>
      {!isDesktop && !searching && <HomeHeader store={store} address={address} onSearch={openSearch} />}
      <IonContent ref={scroll.contentRef} scrollEvents onIonScroll={scroll.onScroll} className="menu-content">
        {searching && (
          <Suspense>
            <MenuSearch categories={categories} onOpen={product.open} onCancel={() => setSearching(false)} />
          </Suspense>
        )}
        <div ref={body} className="menu" hidden={searching}>
          {ready ? (
            // the screen appears whole, with its highlights and kits, so nothing moves once it is there
            <>
              {banners.data && banners.data.length > 0 && (
                <BannerCarousel
                  banners={banners.data}
                  onOpenProduct={(productId) => {
                    // A product this store does not sell opens as unavailable (produto-indisponivel).
                    product.open(findProduct(productId) ?? ({ cod: productId } as MenuProduct));
                  }}
                  onOpenCategory={scroll.scrollToCategory}
                />
              )}

              <div className="menu__intro">
                <h1 className="menu__title">Cardápio</h1>
                <p className="menu__store">
                  {storeName ? `${brand.name} · ${storeName}` : `${brand.name} · Delivery`}
                  {closed && <span className="menu__closed">Restaurante fechado no momento.</span>}
                </p>
              </div>

              {menu.isError && (
                <div className="menu__error" role="alert">
                  <p>{menu.error instanceof Error ? menu.error.message : REQUEST_FAILED_MESSAGE}</p>
                  <button type="button" className="menu__retry" onClick={() => void menu.refetch()}>
                    Tentar novamente
                  </button>
                </div>
              )}

              {menu.isSuccess && categories.length === 0 && (
                <p className="menu__empty">Nenhum produto disponível no momento. Volte daqui a pouco!</p>
              )}

              {categories.length > 0 && (
                <>
                  <div ref={scroll.navRef} className="menu__nav-slot">
                    <CategoryNav
                      categories={categories}
                      activeId={scroll.activeId}
                      onSelect={scroll.scrollToCategory}
                    />
                    {isDesktop && <SearchButton onClick={openSearch} className="menu__search" />}
                  </div>

                  <KitsHighlight kits={kits.data ?? []} onOpen={product.open} onSeeAll={product.openKits} />

                  {categories.slice(0, shown).map((category) => (
                    <section
                      key={category.id}
                      ref={scroll.registerSection(category.id)}
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
                              <ProductCard
                                product={item}
                                onOpen={product.open}
                                eager={cardIndex <= EAGER_IMAGES}
                              />
                            </li>
                          );
                        })}
                      </ul>
                    </section>
                  ))}
                </>
              )}
            </>
          ) : (
            <MenuSkeleton />
          )}

          {/* below the last section only once every section is in: nothing on screen moves */}
          <div className="menu__footer" hidden={ready && !complete}>
            <p>{brand.name} · Preços e disponibilidade podem variar por restaurante.</p>
            <p className="menu__footer-links">
              <AppLink to="/tabs/politicas-privacidade">Política de privacidade</AppLink>
              <AppLink to="/tabs/termos-uso">Termos de uso</AppLink>
            </p>
          </div>
        </div>
      </IonContent>
    </>
  );
}
