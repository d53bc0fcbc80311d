import chevronBackOutline from 'ionicon:chevronBackOutline';
import chevronForwardOutline from 'ionicon:chevronForwardOutline';
import type { Banner } from '@comanda/contract';
import { useRef, useState } from 'react';
import { OPENS_IN_NEW_TAB_TEXT } from '../../../lib/texts.ts';
import { Icon } from '../../../ui/icon.tsx';
import './banner-carousel.css';

interface BannerCarouselProps {
  banners: readonly Banner[];
  onOpenProduct: (productId: number) => void;
  onOpenCategory: (categoryId: number) => void;
}

function isActionable(banner: Banner): boolean {
  if (banner.tipo === 'produto') return banner.produto_id !== null;
  if (banner.tipo === 'categoria') return banner.categoria_id !== null;
  if (banner.tipo === 'link') return Boolean(banner.link);
  return false;
}

/** The hero: banners side by side with scroll snapping; tapping one opens its product, category or link. */
export function BannerCarousel({ banners, onOpenProduct, onOpenCategory }: BannerCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [atEnd, setAtEnd] = useState(false);

  const scrollTo = (index: number) => {
    const list = track.current;
    const slide = list?.children[index] as HTMLElement | undefined;
    if (!list || !slide) return;
    list.scrollTo({ left: slide.offsetLeft - list.offsetLeft, behavior: 'smooth' });
  };

  const onScroll = () => {
    const list = track.current;
    if (!list || list.children.length === 0) return;
    const width = (list.children[0] as HTMLElement).offsetWidth || 1;
    setCurrent(Math.round(list.scrollLeft / width));
    setAtEnd(list.scrollLeft + list.clientWidth >= list.scrollWidth - 4);
  };

  const activate = (banner: Banner) => {
    if (banner.tipo === 'produto' && banner.produto_id !== null) onOpenProduct(banner.produto_id);
    else if (banner.tipo === 'categoria' && banner.categoria_id !== null) onOpenCategory(banner.categoria_id);
    else if (banner.tipo === 'link' && banner.link) window.open(banner.link, '_blank', 'noopener,noreferrer');
  };

  if (banners.length === 0) return null;
  const many = banners.length > 1;

  return (
    <section className="banner-carousel" aria-roledescription="carrossel" aria-label="Destaques">
      <ul className="banner-carousel__track" ref={track} onScroll={onScroll}>
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            className="banner-carousel__slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} de ${banners.length}`}
          >
            {isActionable(banner) ? (
              <button type="button" className="banner-carousel__button" onClick={() => activate(banner)}>
                <img
                  src={banner.imagem}
                  alt={banner.nome}
                  width="1200"
                  height="450"
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
                {banner.tipo === 'link' && <span className="visually-hidden">{OPENS_IN_NEW_TAB_TEXT}</span>}
              </button>
            ) : (
              <img
                src={banner.imagem}
                alt={banner.nome}
                width="1200"
                height="450"
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            )}
          </li>
        ))}
      </ul>
      {many && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label="Destaque anterior"
            disabled={current === 0}
            onClick={() => scrollTo(current - 1)}
          >
            <Icon icon={chevronBackOutline} />
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={
                  index === current
                    ? 'banner-carousel__dot banner-carousel__dot--active'
                    : 'banner-carousel__dot'
                }
                aria-label={`Ver destaque ${index + 1}: ${banner.nome}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => scrollTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label="Próximo destaque"
            disabled={atEnd || current >= banners.length - 1}
            onClick={() => scrollTo(current + 1)}
          >
            <Icon icon={chevronForwardOutline} />
          </button>
        </div>
      )}
    </section>
  );
}
