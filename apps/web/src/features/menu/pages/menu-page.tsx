import type { MenuProduct } from '@comanda/contract';
import { IonContent } from '@ionic/react';
import { lazy, Suspense, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { brand } from '../../../config/brand.ts';
import { REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { PRIVACY_POLICY_TITLE, TERMS_OF_USE_TITLE, TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { LegalLink } from '../../../ui/legal-link.tsx';
import { useCurrentAddress } from '../../addresses/index.ts';
import { useOpenProduct } from '../../product/index.ts';
import { useCurrentStore, useMenu } from '../../stores/index.ts';
import { useBanners } from '../api/get-banners.ts';
import { useDeliveryKits } from '../api/get-delivery-kits.ts';
import { HomeHeader } from '../components/home-header.tsx';
import { FIRST_SECTIONS, MenuContent, visibleCategories } from '../components/menu-content.tsx';
import { MenuSkeleton } from '../components/menu-skeleton.tsx';
import { dropFirstScreenCopy } from '../first-screen.ts';
import { useCategoryScroll } from '../hooks/use-category-scroll.ts';
import { useFirstScreenImages } from '../hooks/use-first-screen-images.ts';
import { useSectionsInSteps } from '../hooks/use-sections-in-steps.ts';
import './menu-page.css';

/** The keyword search (its top bar, results and matching rule) loads after first paint, when first opened. */
const MenuSearch = lazy(() =>
  import('../components/menu-search.tsx').then((parts) => ({ default: parts.MenuSearch })),
);

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
  const shown = useSectionsInSteps(categories.length, FIRST_SECTIONS);
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
  useLayoutEffect(() => {
    if (ready) dropFirstScreenCopy();
  }, [ready]);

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
            <MenuContent
              banners={banners.data}
              storeName={menu.data?.loja?.nome ?? store?.nome}
              closed={menu.data?.loja?.statusLoja === 'fechada'}
              categories={categories}
              sections={shown}
              kits={kits.data ?? []}
              activeCategory={scroll.activeId}
              searchBeside={isDesktop}
              onOpenProduct={product.open}
              onOpenBannerProduct={(productId) => {
                // A product this store does not sell opens as unavailable (produto-indisponivel).
                product.open(findProduct(productId) ?? ({ cod: productId } as MenuProduct));
              }}
              onSelectCategory={scroll.scrollToCategory}
              onSeeAllKits={product.openKits}
              onSearch={openSearch}
              navRef={scroll.navRef}
              sectionRef={scroll.registerSection}
            >
              {menu.isError && (
                <div className="menu__error" role="alert">
                  <p>{menu.error instanceof Error ? menu.error.message : REQUEST_FAILED_MESSAGE}</p>
                  <button type="button" className="menu__retry" onClick={() => void menu.refetch()}>
                    {TRY_AGAIN_LABEL}
                  </button>
                </div>
              )}
              {menu.isSuccess && categories.length === 0 && (
                <p className="menu__empty">Nenhum produto disponível no momento. Volte daqui a pouco!</p>
              )}
            </MenuContent>
          ) : (
            <MenuSkeleton />
          )}

          {/* below the last section only once every section is in: nothing on screen moves */}
          <div className="menu__footer" hidden={ready && !complete}>
            <p>{brand.name} · Preços e disponibilidade podem variar por restaurante.</p>
            <p className="menu__footer-links">
              <LegalLink document="policy">{PRIVACY_POLICY_TITLE}</LegalLink>
              <LegalLink document="terms">{TERMS_OF_USE_TITLE}</LegalLink>
            </p>
          </div>
        </div>
      </IonContent>
    </>
  );
}
