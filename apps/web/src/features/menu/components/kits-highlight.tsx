import { FIRST_SCREEN_HERO, type MenuProduct } from '@comanda/contract';
import { KITS_TITLE } from '../../product/index.ts';
import { ProductPrice } from './product-price.tsx';
import './kits-highlight.css';

interface KitsHighlightProps {
  kits: readonly MenuProduct[];
  onOpen: (product: MenuProduct) => void;
  onSeeAll?: () => void;
}

/** KITS_TITLE: the brand's combos, larger and side by side above the categories. */
export function KitsHighlight({ kits, onOpen, onSeeAll }: KitsHighlightProps) {
  if (kits.length === 0) return null;
  return (
    <section className="kits" aria-label="Destaque: Kits Delivery">
      <div className="kits__heading">
        <h2 id="kits-title" className="kits__title">
          {KITS_TITLE}
        </h2>
        <p className="kits__subtitle">Combinados pensados para dividir, com o melhor preço da casa.</p>
        {onSeeAll && (
          <button type="button" className="kits__all" onClick={onSeeAll}>
            Ver todos
          </button>
        )}
      </div>
      <ul className="kits__list">
        {kits.map((kit, index) => (
          <li key={kit.cod} className="kits__item">
            <article className="kit-card">
              <div className="kit-card__media">
                {/* the first kit is the largest image of the first screen: asked for at once (the page preloads
                    it) and painted with the screen, not a frame later; the page's script waits for its paint
                    (FIRST_SCREEN_HERO, ADR 0140) */}
                <img
                  src={kit.imagem}
                  alt={kit.alt}
                  width="320"
                  height="200"
                  {...(index === 0
                    ? { loading: 'eager', fetchPriority: 'high', ...{ elementtiming: FIRST_SCREEN_HERO } }
                    : { loading: index === 1 ? 'eager' : 'lazy', decoding: 'async' })}
                />
                <span className="kit-card__tag">Kit</span>
              </div>
              <div className="kit-card__body">
                <h3 className="kit-card__name">
                  <button type="button" className="kit-card__open" onClick={() => onOpen(kit)}>
                    {kit.nome}
                  </button>
                </h3>
                {kit.kit_itens.length > 0 && (
                  <p className="kit-card__items">
                    {kit.kit_itens.map((item) => `${item.qtd}× ${item.nome}`).join(' · ')}
                  </p>
                )}
                <ProductPrice product={kit} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
