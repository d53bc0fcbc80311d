import type { MenuProduct } from '@comanda/contract';
import { cardPicture } from '@comanda/domain';
import { PROMOTION_BADGE } from '../../product/index.ts';
import { ProductPrice } from './product-price.tsx';
import './product-card.css';

interface ProductCardProps {
  product: MenuProduct;
  onOpen: (product: MenuProduct) => void;
  /** The first cards on screen load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
}

/** A menu item: the name is the card's button, stretched over the whole card. */
export function ProductCard({ product, onOpen, eager = false }: ProductCardProps) {
  return (
    <article className="product-card">
      <div className="product-card__body">
        <h3 className="product-card__name">
          <button type="button" className="product-card__open" onClick={() => onOpen(product)}>
            {product.nome}
          </button>
        </h3>
        {product.descricao && <p className="product-card__description">{product.descricao}</p>}
        <div className="product-card__footer">
          {product.promocional && <span className="product-card__badge">{PROMOTION_BADGE}</span>}
          <ProductPrice product={product} />
        </div>
      </div>
      <div className="product-card__media">
        <img
          src={cardPicture(product.imagem)}
          alt={product.alt}
          width="240"
          height="240"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
    </article>
  );
}
