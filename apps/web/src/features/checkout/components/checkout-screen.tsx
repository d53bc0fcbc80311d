import type { OrderPaymentInput, OrderWire, PricedBag } from '@comanda/contract';
import type { PaymentChoice } from '@comanda/domain';
import { IonContent } from '@ionic/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isOnline } from '../../../lib/online.ts';
import { toast } from '../../../lib/toast.ts';
import { useStoredValue } from '../../../lib/use-stored.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SummaryStatus } from '../../../ui/summary-status.tsx';
import { OFFLINE_ORDER_MESSAGE } from '../../../ui/texts.ts';
import { useCurrentAddress } from '../../addresses/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import {
  bagEntry,
  clearBag,
  readBag,
  useAppliedCoupon,
  useBag,
  useBagPriceRequest,
  usePricedBag,
} from '../../bag/index.ts';
import { announceCardPayment, paymentChoiceKey } from '../../payments/index.ts';
import { type CurrentStore, useCurrentStore } from '../../stores/index.ts';
import { trackBeginCheckout, trackPaymentInfo, trackPurchase } from '../checkout-analytics.ts';
import { useCheckoutNavigation } from '../hooks/use-checkout-navigation.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { CHOOSE_PAYMENT_MESSAGE, orderPayment, paymentTypeLabel } from '../order-payment.ts';
import { keepPlacedBag } from '../placed-bag.ts';
import { CheckoutFooter } from './checkout-footer.tsx';
import { CpfSection } from './cpf-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { GiftCardPaid } from './gift-card-paid.tsx';
import { OrderLines } from './order-lines.tsx';
import '../../../ui/button.css';
import './checkout.css';

/** An address kept only on the device cannot receive an order: the server needs a saved one. */
export const SAVED_ADDRESS_MESSAGE = 'Salve este endereço na sua conta para fazer o pedido.';
/**
 * Stays beside the payment method after a refusal. The refusal itself is said once, in the toast (§8): this note
 * tells what to do next without repeating it.
 */
export const PAYMENT_REFUSED_HINT =
  'Escolha outro cartão ou outra forma de pagamento para concluir o pedido.';

/** What the payment choice (features/payments, composed by the app) needs from the checkout. */
export interface CheckoutPaymentProps {
  lojaId: number;
  /** The total to pay, in centavos. */
  total: number;
  /** Why the change asked for cash was refused, to show under it. */
  cashChangeError: string | undefined;
}

export interface CheckoutScreenProps {
  variant: 'page' | 'modal';
  /** Leaves the checkout (the bag was empty on entering). */
  onClose: () => void;
  /** Bring the payment choice into view on entering (the customer came to change it). */
  focusPayment?: boolean;
  /** The payment choice (features/payments), which stores `forma-pagamento`. */
  renderPayment: (props: CheckoutPaymentProps) => ReactNode;
  /** The value summary (features/bag) of the server's totals. */
  renderSummary: (priced: PricedBag, updating: boolean) => ReactNode;
  /** A payment check that needs the payment rules, e.g. the cash change above the total; null when fine. */
  checkPayment: (choice: PaymentChoice, total: number) => string | null;
  /** The order was placed (e.g. to ask for a donation once its screen opens). */
  onPlaced?: (order: OrderWire) => void;
}

/** The store's delivery time in minutes, kept with the store (§3 Store tempoEntrega) when it was looked up. */
function deliveryMinutes(store: CurrentStore | undefined): number | undefined {
  const minutes = (store as { tempoEntrega?: unknown } | undefined)?.tempoEntrega;
  return typeof minutes === 'number' && minutes > 0 ? minutes : undefined;
}

/** ion-content, whose scrolling element is in its shadow root. */
type ScrollHost = HTMLElement & { getScrollElement?: () => Promise<HTMLElement> };

/** How long the checkout waits, when asked to show the payment choice, for its page or modal to come in. */
const FOCUS_DELAY_MS = 500;

/** The payment to send when nothing is left to pay (gift cards cover it): the server records a gift-card payment. */
const NOTHING_TO_PAY: OrderPaymentInput = { tipo: 'dinheiro', troco_para: null };

/**
 * §2 finalizar-pedido: a page on mobile, the shell's modal on desktop. The delivery address and store, the lines,
 * the payment choice, 'CPF na nota' and the server's totals; 'Fazer pedido' places the order (use-place-order.ts).
 * The bag is cleared only once the order exists; a Pix order keeps a copy to fill it again if the Pix is not paid.
 */
export function CheckoutScreen({
  variant,
  onClose,
  focusPayment = false,
  renderPayment,
  renderSummary,
  checkPayment,
  onPlaced: placedElsewhere,
}: CheckoutScreenProps) {
  const bag = useBag();
  const coupon = useAppliedCoupon();
  const address = useCurrentAddress();
  const store = useCurrentStore();
  const user = useCurrentUser();
  const choice = useStoredValue(paymentChoiceKey);
  const nav = useCheckoutNavigation();
  const [placed, setPlaced] = useState<OrderWire | null>(null);
  const [cpfOn, setCpfOn] = useState(false);
  const entered = useRef(false);
  const begun = useRef(false);
  const reportedPayment = useRef<string | null>(null);
  const paymentRef = useRef<HTMLDivElement>(null);

  const couponCode = user && coupon ? coupon.cupom : null;
  // The order is for the current store; the bag's store only says whether the bag is its (bag-rules.ts).
  const storeId = store?.id;
  const request = useBagPriceRequest(storeId);
  const priced = usePricedBag(request);
  const pricedLines = useMemo(
    () => new Map((priced.data?.itens ?? []).map((line) => [line.produto_carrinho, line])),
    [priced.data],
  );

  const onPlaced = useCallback(
    (order: OrderWire, message: string, confirming: boolean) => {
      const pix = order.formaPagamento.tipo === 'pix' && order.pix !== null;
      if (pix) keepPlacedBag(order.id);
      setPlaced(order);
      clearBag();
      trackPurchase(order);
      placedElsewhere?.(order);
      if (pix) nav.openPix(order.id);
      else {
        // A card the provider has not answered yet: the order's details follow it until it does.
        announceCardPayment({ kind: confirming ? 'confirming' : 'paid', message });
        nav.openOrder(order.id);
      }
    },
    [nav, placedElsewhere],
  );
  const { place, placing, problem, dismissProblem, showProblem } = usePlaceOrder(onPlaced);

  // Entering with nothing to order (§4 Bag, as on entering the bag): an empty bag, a bag without store or of
  // another store is refused (and cleared), then the checkout leaves.
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const decision = bagEntry(readBag(), storeId);
    if (decision.kind === 'open') return;
    if (decision.clear) clearBag();
    toast.error(decision.message);
    onClose();
  }, [storeId, onClose]);

  // GA4 begin_checkout, once the server has priced what is being checked out.
  useEffect(() => {
    const data = priced.data;
    if (begun.current || !data || priced.isPlaceholderData || !bag) return;
    begun.current = true;
    const giftCards = data.totais.gifts_cards.reduce((sum, card) => sum + card.valor_debitado.valor, 0);
    trackBeginCheckout(bag.itens, data.totais.total.valor + giftCards, couponCode);
  }, [priced.data, priced.isPlaceholderData, bag, couponCode]);

  // A refusal of the payment or of the change asked for is about the choice made: a new choice answers it.
  const choiceText = JSON.stringify(choice ?? null);
  const lastChoice = useRef(choiceText);
  useEffect(() => {
    if (lastChoice.current === choiceText) return;
    lastChoice.current = choiceText;
    if (problem?.kind === 'payment' || problem?.kind === 'cash-change') dismissProblem();
  }, [choiceText, problem, dismissProblem]);

  // Ionic scrolls inside ion-content's shadow root: scroll that element to the payment choice, then focus it.
  const showPayment = useCallback(() => {
    const section = paymentRef.current;
    if (!section) return;
    const content = section.closest('ion-content') as ScrollHost | null;
    void (content?.getScrollElement?.() ?? Promise.resolve(null)).then((scroller) => {
      if (scroller) {
        const offset = section.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
        scroller.scrollTo({ top: scroller.scrollTop + offset - 12, behavior: 'smooth' });
      } else section.scrollIntoView({ block: 'start' });
      section.focus({ preventScroll: true });
    });
  }, []);

  const data = priced.data;
  const loaded = data !== undefined;
  const focused = useRef(false);
  useEffect(() => {
    if (!focusPayment || !loaded || focused.current) return;
    // After the page or modal has come in, and the payment choice has its options.
    const timer = window.setTimeout(() => {
      focused.current = true;
      showPayment();
    }, FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [focusPayment, loaded, showPayment]);

  const totals = problem?.kind === 'total-changed' ? problem.priced.totais : data?.totais;
  const summary = problem?.kind === 'total-changed' ? problem.priced : data;

  const submit = () => {
    if (!bag || !totals || placing || storeId === undefined) return;
    if (!isOnline()) {
      toast.error(OFFLINE_ORDER_MESSAGE);
      return;
    }
    if (address?.id === undefined) {
      toast.error(SAVED_ADDRESS_MESSAGE);
      return;
    }
    const total = totals.total.valor;
    const payment = total === 0 ? NOTHING_TO_PAY : orderPayment(choice);
    if (!payment) {
      toast.error(CHOOSE_PAYMENT_MESSAGE);
      showPayment();
      return;
    }
    const changeError = choice && total > 0 ? checkPayment(choice, total) : null;
    if (changeError) {
      showProblem({ kind: 'cash-change', message: changeError });
      toast.error(changeError);
      showPayment();
      return;
    }
    const paymentText = JSON.stringify(payment);
    if (reportedPayment.current !== paymentText) {
      reportedPayment.current = paymentText;
      const giftCards = totals.gifts_cards.reduce((sum, card) => sum + card.valor_debitado.valor, 0);
      trackPaymentInfo(bag.itens, total + giftCards, couponCode, paymentTypeLabel(payment));
    }
    void place({
      bag,
      storeId,
      coupon: couponCode,
      addressId: address.id,
      payment,
      cpf: cpfOn && user?.cpf ? user.cpf : null,
      total,
    });
  };

  const header = (
    <PageHeader title="Finalizar pedido" {...(variant === 'modal' ? { onClose } : { backTo: '/sacola' })} />
  );

  if (placed)
    return (
      <>
        {header}
        <IonContent className="checkout-content">
          <div className="checkout-placed" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>Pedido #{placed.id} realizado! Abrindo…</p>
          </div>
        </IonContent>
      </>
    );

  const lines = bag?.itens ?? [];

  return (
    <>
      {header}
      <IonContent className="checkout-content">
        <div className="checkout">
          <div className="checkout__main">
            <DeliverySection
              address={address}
              storeName={data?.loja.nome ?? store?.nome}
              deliveryMinutes={deliveryMinutes(store)}
              onChangeAddress={() => nav.goTo('/tabs/meus-enderecos')}
            />
            {address && address.id === undefined && (
              <p className="checkout-alert" role="alert">
                {SAVED_ADDRESS_MESSAGE}
              </p>
            )}
            <OrderLines
              lines={lines}
              priced={priced.isPlaceholderData ? new Map() : pricedLines}
              onEditBag={nav.openBag}
            />
            <div
              ref={paymentRef}
              className={totals ? 'checkout__payment' : 'checkout__payment checkout__payment--pending'}
              tabIndex={-1}
            >
              {totals?.total.valor === 0 && totals.gifts_cards.length > 0 ? (
                <GiftCardPaid giftCards={totals.gifts_cards} />
              ) : storeId !== undefined && totals ? (
                renderPayment({
                  lojaId: storeId,
                  total: totals.total.valor,
                  cashChangeError: problem?.kind === 'cash-change' ? problem.message : undefined,
                })
              ) : null}
              {problem?.kind === 'payment' && <p className="checkout-alert">{PAYMENT_REFUSED_HINT}</p>}
            </div>
            <CpfSection
              cpf={user?.cpf}
              checked={cpfOn}
              onChange={setCpfOn}
              {...(variant === 'modal'
                ? {
                    leaveFor: {
                      go: nav.goTo,
                      reopen: () => nav.openCheckout(),
                    },
                  }
                : {})}
            />
          </div>
          <aside className="checkout__side" aria-label="Valores do pedido">
            {summary ? (
              renderSummary(summary, priced.isFetching)
            ) : (
              <SummaryStatus error={priced.error} onRetry={() => void priced.refetch()} />
            )}
          </aside>
        </div>
      </IonContent>
      <CheckoutFooter
        total={totals?.total.texto}
        changed={problem?.kind === 'total-changed' ? problem.message : null}
        placing={placing}
        disabled={!totals}
        onPlace={submit}
      />
    </>
  );
}
