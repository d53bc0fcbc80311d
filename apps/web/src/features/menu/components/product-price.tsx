import type { MenuProduct } from '@comanda/contract';

/** Price line: the observation ('A partir de'), the old price struck through on promotions, the price. */
export function ProductPrice({ product }: { product: MenuProduct }) {
  const original = product.promocional && product.preco_original ? product.preco_original : null;
  return (
    <p className="product-price">
      {product.preco_obs && <span className="product-price__note">{product.preco_obs} </span>}
      {original && (
        <>
          <span className="visually-hidden">De </span>
          <s className="product-price__original">{original.texto}</s>
          <span className="visually-hidden"> por </span>
        </>
      )}
      <span
        className={original ? 'product-price__value product-price__value--promo' : 'product-price__value'}
      >
        {product.preco.texto}
      </span>
    </p>
  );
}
