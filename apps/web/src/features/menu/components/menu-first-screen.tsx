import type { FirstScreenData } from '@comanda/contract';
import { HomeHeaderBar } from './home-header.tsx';
import { FIRST_SECTIONS, MenuContent, visibleCategories } from './menu-content.tsx';

const ignore = () => undefined;

/**
 * The home screen as a visitor first sees it, from the brand's default menu, with the menu page's own components:
 * the server renders it into the menu's page, painted before the app has run (ADR 0140). Nothing in it answers a
 * tap; the app's screen, laid out the same under it, does.
 */
export function MenuFirstScreen({ data }: { data: FirstScreenData }) {
  const menu = data.cardapio;
  const categories = visibleCategories(menu.categorias);
  return (
    <div className="ion-page">
      <div className="first-screen__mobile">
        <header className="home-header-toolbar">
          <HomeHeaderBar onSearch={ignore} />
        </header>
      </div>
      <div className="first-screen__content menu-content">
        <div className="menu">
          <MenuContent
            banners={data.banners}
            storeName={menu.loja?.nome}
            closed={menu.loja?.statusLoja === 'fechada'}
            categories={categories}
            sections={FIRST_SECTIONS}
            kits={data.kits}
            activeCategory={categories[0]?.id}
            searchBeside
            onOpenProduct={ignore}
            onOpenBannerProduct={ignore}
            onSelectCategory={ignore}
            onSeeAllKits={ignore}
            onSearch={ignore}
          />
        </div>
      </div>
    </div>
  );
}
