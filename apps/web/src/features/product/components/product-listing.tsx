import type { MenuProduct } from '@comanda/contract';
import { cardPicture } from '@comanda/domain';
import { IonContent } from '@ionic/react';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCurrentStore, useMenu } from '../../stores/index.ts';
import { useOpenProduct } from '../open-product.ts';
import { KITS_TITLE } from '../product-texts.ts';
import './product.css';

export type ListingSource = { categoria: number } | { kits: true };

function listed(menu: ReturnType<typeof useMenu>['data'], source: ListingSource) {
  const categories = menu?.categorias ?? [];
  if ('kits' in source) {
    const kits = categories
      .flatMap((category) => category.produtos)
      .filter((product) => product.kit_delivery);
    return { title: KITS_TITLE, products: kits };
  }
  const category = categories.find((item) => item.id === source.categoria);
  return {
    title: category?.nome ?? 'Produtos',
    products: category?.produtos.filter((product) => product.visivel_cardapio) ?? [],
  };
}

function ListingCard({ product, onOpen }: { product: MenuProduct; onOpen: () => void }) {
  return (
    <li>
      <article className="listing-card">
        <img
          src={cardPicture(product.imagem)}
          alt={product.alt}
          width="96"
          height="96"
          loading="lazy"
          decoding="async"
        />
        <div className="listing-card__body">
          <h3 className="listing-card__name">
            <button type="button" className="listing-card__open" onClick={onOpen}>
              {product.nome}
            </button>
          </h3>
          <p className="listing-card__description">{product.descricao}</p>
          <p className="listing-card__price">{product.preco.texto}</p>
        </div>
      </article>
    </li>
  );
}

/** modal-listagem-produtos: the products of one category, or the delivery kits. */
export function ProductListing({
  source,
  variant,
  onClose,
}: {
  source: ListingSource;
  variant: 'page' | 'modal';
  onClose: () => void;
}) {
  const store = useCurrentStore();
  const menu = useMenu(store?.id);
  const openProduct = useOpenProduct();
  const { title, products } = listed(menu.data, source);
  return (
    <>
      <PageHeader title={title} {...(variant === 'modal' ? { onClose } : { backTo: '/tabs/cardapio' })} />
      <IonContent>
        {menu.isPending ? (
          <div className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">Carregando…</span>
          </div>
        ) : products.length === 0 ? (
          <p className="listing__empty">Nenhum produto disponível no momento.</p>
        ) : (
          <ul className="listing">
            {products.map((product) => (
              <ListingCard key={product.cod} product={product} onOpen={() => openProduct.open(product)} />
            ))}
          </ul>
        )}
      </IonContent>
    </>
  );
}
