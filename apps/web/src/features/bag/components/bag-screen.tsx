import type { ErrorCode, MenuProduct, WireBagTotals } from '@comanda/contract';
import { IonContent, useIonRouter } from '@ionic/react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { trackEcommerce } from '../../../lib/ecommerce.ts';
import { isOnline } from '../../../lib/online.ts';
import { useOpenScreen } from '../../../lib/open-screen.ts';
import { requestScreenModal } from '../../../lib/screen-demand.ts';
import { toast } from '../../../lib/toast.ts';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SummaryStatus } from '../../../ui/summary-status.tsx';
import { OFFLINE_ORDER_MESSAGE } from '../../../ui/texts.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useOpenProduct } from '../../product/index.ts';
import { useCurrentStore } from '../../stores/index.ts';
import { useBagPriceRequest } from '../api/bag-price-request.ts';
import { checkHeldBenefits } from '../api/check-benefits.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { usePricedBag } from '../api/price-bag.ts';
import {
  clearBag,
  dropLastGiftCard,
  reconcileWithServer,
  removeCoupon,
  removeLine,
  setLineQuantity,
} from '../bag-commands.ts';
import { BAG_EMPTY_MESSAGE, bagEntry, CHECKOUT_LOGIN_MESSAGE, describeChoices } from '../bag-rules.ts';
import { readBag, type StoredBagLine, useAppliedCoupon, useBag } from '../bag-store.ts';
import { CHECKOUT_TITLE } from '../bag-texts.ts';
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
  renderGiftCards: (totals: WireBagTotals | undefined) => ReactNode;
}

/** Refusals of the bag's last gift card: it leaves the bag. */
const GIFT_CARD_REFUSALS = new Set<ErrorCode>([
  'cart_covered',
  'gift_card_blocked',
  'gift_card_zero_balance',
  'gift_card_expired',
  'gift_card_invalid',
]);

const ecommerceItem = (line: StoredBagLine) => ({
  cod: line.cod ?? 0,
  nome: line.nome ?? '',
  categoria: line.categoria,
  unitCentavos: line.preco?.unitario.valor ?? 0,
  qtd: line.qtd,
  variant: describeChoices(line),
});

/** §2 Bag: /sacola on mobile, the top bar's modal on desktop. Totals are the server's. */
export function BagScreen({ variant, onClose, couponSection, renderGiftCards }: BagScreenProps) {
  const bag = useBag();
  const store = useCurrentStore();
  const coupon = useAppliedCoupon();
  const user = useCurrentUser();
  const router = useIonRouter();
  const { goTo } = useOpenScreen();
  const openProduct = useOpenProduct();
  const entered = useRef(false);
  // The current store decides what is asked; the bag's store only whether the bag is its (bag-rules.ts).
  const storeId = store?.id;
  const suggestions = useSuggestions(storeId);

  const request = useBagPriceRequest(storeId);
  const priced = usePricedBag(request);
  const pricedLines = useMemo(
    () => new Map((priced.data?.itens ?? []).map((line) => [line.produto_carrinho, line])),
    [priced.data],
  );

  // §4 Bag on entering: refuse (and clear) an empty bag, a bag without store, a bag of another store.
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const current = readBag();
    const decision = bagEntry(current, store?.id);
    if (decision.kind === 'refused') {
      if (decision.clear) clearBag();
      toast.error(decision.message);
      onClose();
      return;
    }
    if (current) trackEcommerce('view_cart', current.itens.map(ecommerceItem));
    // §4 Loyalty benefit check on entering: benefits no longer held leave the bag, with the spec's message.
    void checkHeldBenefits().then((message) => {
      if (!message) return;
      toast.error(message);
      if (!readBag()) onClose();
    });
  }, [store, onClose]);

  // The server has the last word: a coupon it no longer accepts is dropped, changed prices are taken.
  useEffect(() => {
    const data = priced.data;
    if (!data || priced.isPlaceholderData) return;
    if (data.aviso_cupom && coupon) {
      removeCoupon();
      toast.error(data.aviso_cupom);
    }
    if (data.precos_alterados) reconcileWithServer(data.itens);
  }, [priced.data, priced.isPlaceholderData, coupon]);

  // A gift card the server refuses (e.g. the bag got cheaper and is already covered) leaves the bag.
  useEffect(() => {
    const error = priced.error;
    if (!(error instanceof ApiError) || !GIFT_CARD_REFUSALS.has(error.code)) return;
    if (dropLastGiftCard()) toast.error(error.message);
  }, [priced.error]);

  const changeQuantity = (line: StoredBagLine, qtd: number) => {
    if (qtd < line.qtd) trackEcommerce('remove_from_cart', [{ ...ecommerceItem(line), qtd: line.qtd - qtd }]);
    setLineQuantity(line.produto_carrinho, qtd);
  };

  const remove = (line: StoredBagLine) => {
    trackEcommerce('remove_from_cart', [ecommerceItem(line)]);
    if (removeLine(line.produto_carrinho).emptied) {
      toast.info(BAG_EMPTY_MESSAGE);
      onClose();
    }
  };

  const confirmClear = async () => {
    const answer = await confirmDialog({
      title: 'Limpar sacola',
      message: 'Todos os itens, o cupom e os Gift Cards serão removidos da sacola.',
      confirmText: 'Limpar sacola',
      cancelText: 'Cancelar',
      destructive: true,
    });
    if (answer !== 'executar') return;
    const current = readBag();
    if (current) trackEcommerce('remove_from_cart', current.itens.map(ecommerceItem));
    clearBag();
    onClose();
  };

  const checkout = () => {
    if (!isOnline()) {
      toast.error(OFFLINE_ORDER_MESSAGE);
      return;
    }
    if (!user) {
      toast.error(CHECKOUT_LOGIN_MESSAGE);
      if (variant === 'modal') goTo('/login');
      else router.push('/login', 'forward');
      return;
    }
    // The checkout takes the bag's place: in the desktop modal, or as the next page on mobile.
    if (variant === 'modal') requestScreenModal({ name: 'checkout' });
    else router.push('/finalizar-pedido', 'forward');
  };

  const openSuggestion = (product: MenuProduct) => openProduct.open(product, 'bag');
  const edit = (line: StoredBagLine) => {
    if (line.cod !== undefined) openProduct.open({ ...line, cod: line.cod }, 'bag');
  };
  const lines = bag?.itens ?? [];
  const inBag = new Set(lines.map((line) => line.cod));
  const totals = priced.data?.totais;

  return (
    <>
      <PageHeader
        title="Sacola"
        {...(variant === 'modal' ? { onClose } : { backTo: '/tabs/cardapio' })}
        {...(lines.length > 0 ? { onClear: () => void confirmClear(), clearLabel: 'Limpar' } : {})}
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
                {lines.map((line) => (
                  <BagLine
                    key={line.produto_carrinho}
                    line={line}
                    priced={priced.isPlaceholderData ? undefined : pricedLines.get(line.produto_carrinho)}
                    onEdit={() => edit(line)}
                    onQuantity={(qtd) => changeQuantity(line, qtd)}
                    onRemove={() => remove(line)}
                  />
                ))}
              </ul>
              <button type="button" className="bag__more" onClick={onClose}>
                Adicionar mais itens
              </button>
            </section>

            <SuggestionsCarousel
              products={
                suggestions.isPending ? undefined : (suggestions.data ?? []).filter((p) => !inBag.has(p.cod))
              }
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
            ) : (
              <SummaryStatus error={priced.error} onRetry={() => void priced.refetch()} />
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
          {CHECKOUT_TITLE}
        </button>
      </footer>
    </>
  );
}
