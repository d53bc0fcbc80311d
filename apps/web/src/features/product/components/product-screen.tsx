import type { MenuProduct } from '@comanda/contract';
import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useCurrentStore, useMenu } from '../../stores/index.ts';
import { formFromSaved, initialForm, type ProductForm, type SavedSelections } from '../product-form.ts';
import { UNAVAILABLE_PRODUCT_TITLE } from '../product-texts.ts';
import { type ProductToOpen, useProductToOpen } from '../stored-product.ts';
import { ProductDetails } from './product-details.tsx';
import { UnavailableProduct } from './unavailable-product.tsx';
import './product.css';

/** §8: a bag line that cannot be reopened (its product left the menu, or the menu did not load). */
export const EDIT_FAILED_MESSAGE = 'Ocorreu um problema ao editar produto';

export interface ProductScreenProps {
  variant: 'page' | 'modal';
  /** Leaves without adding (§2: closing returns to the menu). */
  onClose: () => void;
  /** After the bag was updated; `toBag` when the customer came from the bag (a suggestion or an edit). */
  onAdded: (toBag: boolean) => void;
  /** Opened from the bag (a suggestion): adding returns there. */
  fromBag?: boolean;
}

type Resolved =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'edit-failed' }
  | { kind: 'ready'; product: MenuProduct; form: ProductForm; lineId: string | undefined };

/** Every product of a menu, kits included, whether or not it is listed on the menu screen. */
function menuProducts(menu: ReturnType<typeof useMenu>['data']): MenuProduct[] {
  return menu?.categorias.flatMap((category) => category.produtos) ?? [];
}

function isMenuProduct(value: ProductToOpen): value is ProductToOpen & MenuProduct {
  const fields = value as Partial<MenuProduct>;
  return Array.isArray(fields.observacoes) && typeof fields.preco === 'object';
}

function resolve(stored: ProductToOpen | undefined, menu: ReturnType<typeof useMenu>): Resolved {
  if (!stored) return { kind: 'unavailable' };
  const fresh = menuProducts(menu.data).find((product) => product.cod === stored.cod);
  if (stored.produto_carrinho) {
    if (menu.isPending) return { kind: 'loading' };
    if (!fresh) return { kind: 'edit-failed' };
    const saved: SavedSelections = {
      qtd: stored.qtd ?? 1,
      observacao: stored.observacao ?? '',
      adicionais: stored.adicionais ?? [],
      opcionais: stored.opcionais ?? [],
      obrigatorios: stored.obrigatorios ?? [],
    };
    return {
      kind: 'ready',
      product: fresh,
      form: formFromSaved(fresh, saved),
      lineId: stored.produto_carrinho,
    };
  }
  if (menu.isSuccess && !fresh) return { kind: 'unavailable' };
  const product = fresh ?? (isMenuProduct(stored) ? stored : undefined);
  if (!product) return menu.isPending ? { kind: 'loading' } : { kind: 'unavailable' };
  return { kind: 'ready', product, form: initialForm(product), lineId: undefined };
}

/** §2 Product detail, the same component as the produto page (mobile) and the product modal (desktop). */
export function ProductScreen({ variant, onClose, onAdded, fromBag = false }: ProductScreenProps) {
  const stored = useProductToOpen();
  const store = useCurrentStore();
  const menu = useMenu(store?.id);
  const resolved = resolve(stored, menu);
  const reported = useRef(false);

  useEffect(() => {
    if (resolved.kind !== 'edit-failed' || reported.current) return;
    reported.current = true;
    toast.error(EDIT_FAILED_MESSAGE);
    onClose();
  }, [resolved.kind, onClose]);

  const header = (title: string) => (
    <PageHeader title={title} {...(variant === 'modal' ? { onClose } : { backTo: '/tabs/cardapio' })} />
  );

  if (resolved.kind === 'ready') {
    const loja = menu.data?.loja;
    const closed = loja ? loja.statusLoja === 'fechada' : store?.statusLoja === 'fechada';
    return (
      <>
        {header(resolved.product.nome)}
        <ProductDetails
          key={`${resolved.product.cod}:${resolved.lineId ?? 'novo'}`}
          variant={variant}
          product={resolved.product}
          initial={resolved.form}
          lineId={resolved.lineId}
          closed={closed}
          onAdded={(edited) => onAdded(edited || fromBag)}
        />
      </>
    );
  }
  if (resolved.kind === 'unavailable') {
    return (
      <>
        {header(UNAVAILABLE_PRODUCT_TITLE)}
        <UnavailableProduct onBack={onClose} />
      </>
    );
  }
  return (
    <>
      {header('Produto')}
      <PageLoading />
    </>
  );
}
