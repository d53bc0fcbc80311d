import type { MenuProduct, WireCartTotals, WireDiscount } from '@comanda/contract';
import { CART_COVERED_MESSAGE, MESSAGES } from '@comanda/domain';
import { IonContent, useIonRouter } from '@ionic/react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { clearCart, readCart, type StoredCartLine, useCart, writeCart } from '../../../lib/cart.ts';
import { trackEcommerce } from '../../../lib/ecommerce.ts';
import { useOpenScreen } from '../../../lib/open-screen.ts';
import { removeStored } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast.ts';
import { useStored } from '../../../lib/use-stored.ts';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSuggestions } from '../api/get-suggestions.ts';
import { usePricedCart } from '../api/price-cart.ts';
import {
  addressPoint,
  BAG_EMPTY_MESSAGE,
  bagEntry,
  CHECKOUT_LOGIN_MESSAGE,
  describeChoices,
  priceBody,
  withQuantity,
} from '../bag-rules.ts';
import { BagLine } from './bag-line.tsx';
import { SuggestionsCarousel } from './suggestions-carousel.tsx';
import { ValueSummary } from './value-summary.tsx';
import '../../../ui/button.css';
import './bag.css';

export interface BagScreenProps {
  variant: 'page' | 'modal';
  /** Leaves the bag for the menu. */
  onClose: () => void;
  /** The coupon section (features/coupons), composed by the app. */
  couponSection: ReactNode;
  /** The gift-card section (features/gift-cards), given the server's current totals. */
  renderGiftCards: (totals: WireCartTotals | undefined) => ReactNode;
}

const GIFT_CARD_REFUSALS = new Set<string>([
  CART_COVERED_MESSAGE,
  MESSAGES.giftCardBlocked,
  MESSAGES.giftCardZeroBalance,
  MESSAGES.giftCardFailure,
]);

const ecommerceItem = (line: StoredCartLine) => ({
  cod: line.cod,
  nome: line.nome,
  categoria: line.categoria,
  unitCentavos: line.preco.unitario.valor,
  qtd: line.qtd,
  variant: describeChoices(line),
});

/** §2 Bag: /sacola on mobile, the top bar's modal on desktop. Totals are the server's. */
export function BagScreen({ variant, onClose, couponSection, renderGiftCards }: BagScreenProps) {
  const cart = useCart();
  const store = useStored<{ id: number; nome?: string }>('loja');
  const address = useStored<Record<string, unknown>>('endereco');
  const coupon = useStored<WireDiscount>('desconto');
  const user = useCurrentUser();
  const router = useIonRouter();
  const { openProduct, goTo } = useOpenScreen();
  const entered = useRef(false);
  const suggestions = useSuggestions(cart?.lojaId ?? store?.id);

  const body = useMemo(
    () =>
      cart && cart.lojaId !== null && cart.itens.length > 0
        ? priceBody(cart, user && coupon ? coupon.cupom : null, addressPoint(address))
        : null,
    [cart, user, coupon, address],
  );
  const priced = usePricedCart(body);

  // §4 Bag on entering: refuse (and clear) an empty bag, a bag without store, a bag of another store.
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const current = readCart();
    const decision = bagEntry(current, typeof store?.id === 'number' ? store.id : undefined);
    if (decision.kind === 'refused') {
      if (decision.clear) clearCart();
      toast.error(decision.message);
      onClose();
      return;
    }
    if (current) trackEcommerce('view_cart', current.itens.map(ecommerceItem));
  }, [store, onClose]);

  // The server has the last word: a coupon it no longer accepts is dropped, changed prices are taken.
  useEffect(() => {
    const data = priced.data;
    if (!data || priced.isPlaceholderData) return;
    if (data.aviso_cupom && coupon) {
      removeStored('desconto');
      toast.error(data.aviso_cupom);
    }
    const current = readCart();
    if (data.precos_alterados && current && current.itens.length === data.itens.length) {
      writeCart({
        ...current,
        itens: current.itens.map((line, index) => {
          const server = data.itens[index];
          return server ? { ...line, preco: server.preco, desconto: server.desconto } : line;
        }),
      });
    }
  }, [priced.data, priced.isPlaceholderData, coupon]);

  // A gift card the server refuses (e.g. the bag got cheaper and is already covered) leaves the bag.
  useEffect(() => {
    const error = priced.error;
    const current = readCart();
    if (!(error instanceof ApiError) || !GIFT_CARD_REFUSALS.has(error.message)) return;
    if (!current || current.gift_cards.length === 0) return;
    writeCart({ ...current, gift_cards: current.gift_cards.slice(0, -1) });
    toast.error(error.message);
  }, [priced.error]);

  const updateLine = (line: StoredCartLine, qtd: number) => {
    const current = readCart();
    if (!current) return;
    if (qtd < line.qtd) trackEcommerce('remove_from_cart', [{ ...ecommerceItem(line), qtd: line.qtd - qtd }]);
    writeCart({
      ...current,
      itens: current.itens.map((item) =>
        item.produto_carrinho === line.produto_carrinho ? withQuantity(item, qtd) : item,
      ),
    });
  };

  const removeLine = (line: StoredCartLine) => {
    const current = readCart();
    if (!current) return;
    trackEcommerce('remove_from_cart', [ecommerceItem(line)]);
    const itens = current.itens.filter((item) => item.produto_carrinho !== line.produto_carrinho);
    if (itens.length === 0) {
      clearCart();
      toast.info(BAG_EMPTY_MESSAGE);
      onClose();
      return;
    }
    writeCart({ ...current, itens });
  };

  const clearBag = async () => {
    const answer = await confirmDialog({
      title: 'Limpar sacola',
      message: 'Todos os itens, o cupom e os Gift Cards serão removidos da sacola.',
      confirmText: 'Limpar sacola',
      cancelText: 'Cancelar',
      destructive: true,
    });
    if (answer !== 'executar') return;
    const current = readCart();
    if (current) trackEcommerce('remove_from_cart', current.itens.map(ecommerceItem));
    clearCart();
    onClose();
  };

  const checkout = () => {
    if (!user) {
      toast.error(CHECKOUT_LOGIN_MESSAGE);
      if (variant === 'modal') goTo('/login');
      else router.push('/login', 'forward');
      return;
    }
    if (variant === 'modal') goTo('/finalizar-pedido');
    else router.push('/finalizar-pedido', 'forward');
  };

  const openSuggestion = (product: MenuProduct) => openProduct(product, 'bag');
  const lines = cart?.itens ?? [];
  const inBag = new Set(lines.map((line) => line.cod));
  const totals = priced.data?.totais;

  return (
    <>
      <PageHeader
        title="Sacola"
        {...(variant === 'modal' ? { onClose } : { backTo: '/tabs/cardapio' })}
        {...(lines.length > 0 ? { onClear: () => void clearBag(), clearLabel: 'Limpar' } : {})}
      />
      <IonContent className="bag-content">
        <div className="bag">
          <div className="bag__main">
            {(priced.data?.loja.nome ?? store?.nome) && (
              <p className="bag__store">
                Pedido em <strong>{priced.data?.loja.nome ?? store?.nome}</strong>
              </p>
            )}
            <section className="bag-section" aria-labelledby="itens-titulo">
              <h2 id="itens-titulo" className="bag-section__title">
                Itens
              </h2>
              <ul className="bag-lines">
                {lines.map((line, index) => (
                  <BagLine
                    key={line.produto_carrinho}
                    line={line}
                    priced={priced.isPlaceholderData ? undefined : priced.data?.itens[index]}
                    onEdit={() => openProduct(line, 'bag')}
                    onQuantity={(qtd) => updateLine(line, qtd)}
                    onRemove={() => removeLine(line)}
                  />
                ))}
              </ul>
              <button type="button" className="bag__more" onClick={onClose}>
                Adicionar mais itens
              </button>
            </section>

            <SuggestionsCarousel
              products={(suggestions.data ?? []).filter((product) => !inBag.has(product.cod))}
              onOpen={openSuggestion}
            />
          </div>

          <aside className="bag__side" aria-label="Descontos e valores">
            {couponSection}
            {renderGiftCards(totals)}
            {totals ? (
              <ValueSummary
                totals={totals}
                coupon={priced.data?.cupom ?? null}
                estimatedFee={priced.data?.frete_estimado ?? false}
                updating={priced.isFetching}
              />
            ) : priced.isError ? (
              <div className="summary summary--error" role="alert">
                <p>{priced.error.message}</p>
                <button type="button" className="btn btn--ghost" onClick={() => void priced.refetch()}>
                  Tentar novamente
                </button>
              </div>
            ) : (
              <div className="summary summary--loading" role="status">
                <span className="spinner" aria-hidden="true" />
                <span>Calculando valores…</span>
              </div>
            )}
          </aside>
        </div>
      </IonContent>
      <footer className="bag-footer">
        <div className="bag-footer__total">
          <span>Total</span>
          <strong>{totals?.total.texto ?? '—'}</strong>
        </div>
        <button
          type="button"
          className="btn btn--primary bag-footer__checkout"
          onClick={checkout}
          disabled={!totals}
        >
          Finalizar pedido
        </button>
      </footer>
    </>
  );
}
