import chevronBackOutline from 'ionicon:chevronBackOutline';
import chevronForwardOutline from 'ionicon:chevronForwardOutline';
import type { MenuProduct } from '@comanda/contract';
import { useRef } from 'react';
import { plusGlyph } from '../../../ui/glyphs.ts';
import { Icon } from '../../../ui/icon.tsx';

const PLACEHOLDER_SLIDES = [0, 1, 2];
/** The slides a screen shows before any scrolling (3.5 on desktop): their pictures load with the bag, not lazily. */
const SLIDES_IN_VIEW = 4;

/**
 * 'Peça também': the store's suggestions (§2 Bag) in a scroll-snap carousel, 3.5 slides per view with 15 px
 * between them on desktop and 2.5 on mobile (ADR 0070). Tapping one opens the product screen. While they load
 * (`products` undefined) the carousel holds their place with empty slides, so what is below it does not move.
 */
export function SuggestionsCarousel({
  products,
  onOpen,
}: {
  products: readonly MenuProduct[] | undefined;
  onOpen: (product: MenuProduct) => void;
}) {
  const track = useRef<HTMLUListElement>(null);
  if (products?.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className="suggestions" aria-labelledby="sugestoes-titulo">
      <div className="suggestions__head">
        <h2 id="sugestoes-titulo" className="bag-section__title">
          Peça também
        </h2>
        {products && (
          <div className="suggestions__arrows">
            <button
              type="button"
              className="suggestions__arrow"
              aria-label="Sugestões anteriores"
              onClick={() => scroll(-1)}
            >
              <Icon icon={chevronBackOutline} />
            </button>
            <button
              type="button"
              className="suggestions__arrow"
              aria-label="Próximas sugestões"
              onClick={() => scroll(1)}
            >
              <Icon icon={chevronForwardOutline} />
            </button>
          </div>
        )}
      </div>
      {products ? (
        <ul ref={track} className="suggestions__track">
          {products.map((product, index) => (
            <SuggestionSlide
              key={product.cod}
              product={product}
              inView={index < SLIDES_IN_VIEW}
              onOpen={onOpen}
            />
          ))}
        </ul>
      ) : (
        <ul className="suggestions__track" aria-hidden="true">
          {PLACEHOLDER_SLIDES.map((slide) => (
            <li key={slide} className="suggestions__slide">
              <div className="suggestion suggestion--placeholder">
                <div className="suggestion__media" />
                <p className="suggestion__name">
                  &nbsp;
                  <br />
                  &nbsp;
                </p>
                <p className="suggestion__price">&nbsp;</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SuggestionSlide({
  product,
  inView,
  onOpen,
}: {
  product: MenuProduct;
  inView: boolean;
  onOpen: (product: MenuProduct) => void;
}) {
  return (
    <li className="suggestions__slide">
      <article className="suggestion">
        <div className="suggestion__media">
          <img
            src={product.imagem}
            alt={product.alt}
            width="200"
            height="150"
            loading={inView ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className="suggestion__plus" aria-hidden="true">
            <Icon icon={plusGlyph} />
          </span>
        </div>
        <h3 className="suggestion__name">
          <button type="button" className="suggestion__open" onClick={() => onOpen(product)}>
            {product.nome}
          </button>
        </h3>
        <p className="suggestion__price">{product.preco.texto}</p>
      </article>
    </li>
  );
}
