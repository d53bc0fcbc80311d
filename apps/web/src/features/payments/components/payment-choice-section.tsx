import type { PaymentOptionsData } from '@comanda/contract';
import {
  cardDisplayName,
  defaultPaymentKind,
  NO_PAYMENT_OPTIONS_MESSAGE,
  type PaymentChoice,
  type PaymentKind,
  paymentOptions,
} from '@comanda/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { useStoredValue } from '../../../lib/use-stored.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { usePaymentOptions } from '../api/get-payment-options.ts';
import { paymentChoiceKey } from '../payment-choice.ts';
import {
  availabilityOf,
  brandName,
  cardAcceptedOnline,
  cashChoice,
  defaultChoiceFor,
  FORMA_NAMES,
  isChoiceOffered,
} from '../payment-rules.ts';
import {
  CHANGE_CARD_LABEL,
  CHOOSE_CARD_LABEL,
  LOADING_PAYMENT_OPTIONS_TEXT,
  PAY_ON_DELIVERY_TITLE,
  PAYMENT_OPTIONS_FAILED_MESSAGE,
} from '../payment-texts.ts';
import { AddPaymentModal } from './add-payment-modal.tsx';
import { CashChangeField } from './cash-change-field.tsx';
import { cardGlyph, cashGlyph, pixGlyph } from './payment-glyphs.ts';
import './payments.css';
import '../../../ui/button.css';

export const NO_PAYMENT_OPTIONS_TEXT = NO_PAYMENT_OPTIONS_MESSAGE;

export interface PaymentChoiceSectionProps {
  /** The store the order is for (GET pagamentos?lojaId). */
  lojaId: number;
  /** The order total in centavos: the cash change asked for must be above it. */
  total: number;
  /** Opens the saved cards to pick one; the cards screen stores the pick as `forma-pagamento`. */
  onChooseCard: () => void;
  /** A message to show under 'Troco para', e.g. `changeForError(...)` after a refused submit. */
  cashChangeError?: string;
}

function store(choice: PaymentChoice | null): void {
  if (choice) paymentChoiceKey.write(choice);
  else paymentChoiceKey.remove();
}

/**
 * The checkout's payment choice (§4 Payment options): the options the store offers — 'PAGUE VIA PIX',
 * 'PAGUE PELO APP', 'PAGUE NA ENTREGA' — as one radio group, and under it the method of the option picked.
 * Every change is stored as `forma-pagamento` (§3 Payment method choice); the stored value is read back, so a
 * card picked in the cards screen shows here at once.
 */
export function PaymentChoiceSection({
  lojaId,
  total,
  onChooseCard,
  cashChangeError,
}: PaymentChoiceSectionProps) {
  const { data, isPending, isError, refetch } = usePaymentOptions(lojaId);
  const stored = useStoredValue(paymentChoiceKey);
  const [picked, setPicked] = useState<PaymentKind | null>(null);
  // The last usable choice of each option, so going back to an option restores it.
  const remembered = useRef<Partial<Record<PaymentKind, PaymentChoice>>>({});
  const headingId = useId();

  const usable = data && stored && isChoiceOffered(stored, data) ? stored : undefined;
  const kind: PaymentKind | null = data
    ? (usable?.tipo_forma_pgto ?? picked ?? defaultPaymentKind(availabilityOf(data), stored?.tipo_forma_pgto))
    : null;

  useEffect(() => {
    if (usable) remembered.current[usable.tipo_forma_pgto] = usable;
  }, [usable]);

  // A missing or stale choice gives way to the default one of the option shown (or to none, for a card).
  useEffect(() => {
    if (!data || !kind || usable) return;
    setPicked(kind);
    const next = remembered.current[kind] ?? defaultChoiceFor(kind, data);
    if (next || stored) store(next);
  }, [data, kind, usable, stored]);

  if (isPending)
    return (
      <PaymentSectionFrame headingId={headingId}>
        <div className="payment-choice__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{LOADING_PAYMENT_OPTIONS_TEXT}</span>
        </div>
      </PaymentSectionFrame>
    );
  if (isError)
    return (
      <PaymentSectionFrame headingId={headingId}>
        <div className="payment-choice__notice" role="alert">
          <p>{PAYMENT_OPTIONS_FAILED_MESSAGE}</p>
          <button
            type="button"
            className="btn btn--ghost payment-choice__retry"
            onClick={() => void refetch()}
          >
            {TRY_AGAIN_LABEL}
          </button>
        </div>
      </PaymentSectionFrame>
    );
  if (!data || !kind)
    return (
      <PaymentSectionFrame headingId={headingId}>
        <p className="payment-choice__notice">{NO_PAYMENT_OPTIONS_TEXT}</p>
      </PaymentSectionFrame>
    );

  const choose = (next: PaymentKind) => {
    setPicked(next);
    if (next === kind) return;
    store(remembered.current[next] ?? defaultChoiceFor(next, data));
  };

  return (
    <PaymentSectionFrame headingId={headingId}>
      <fieldset className="payment-choice__options">
        <legend className="visually-hidden">Como você quer pagar?</legend>
        {paymentOptions(availabilityOf(data)).map((option) => (
          <label
            key={option.tipo_forma_pgto}
            className={
              option.tipo_forma_pgto === kind
                ? 'payment-choice__option payment-choice__option--checked'
                : 'payment-choice__option'
            }
          >
            <input
              type="radio"
              name={`${headingId}-forma`}
              value={option.tipo_forma_pgto}
              checked={option.tipo_forma_pgto === kind}
              onChange={() => choose(option.tipo_forma_pgto)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="payment-choice__detail">
        {kind === 'pix' && <PixDetail />}
        {kind === 'online' && (
          <OnlineDetail
            choice={stored?.tipo_forma_pgto === 'online' ? stored : undefined}
            options={data}
            onChooseCard={onChooseCard}
          />
        )}
        {kind === 'entrega' && (
          <DeliveryDetail
            choice={stored?.tipo_forma_pgto === 'entrega' ? stored : undefined}
            options={data}
            total={total}
            cashChangeError={cashChangeError}
          />
        )}
      </div>
    </PaymentSectionFrame>
  );
}

function PaymentSectionFrame({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <section className="payment-choice" aria-labelledby={headingId}>
      <h2 id={headingId} className="payment-choice__title">
        Forma de pagamento
      </h2>
      {children}
    </section>
  );
}

function PixDetail() {
  return (
    <div className="payment-method">
      <span className="payment-method__glyph">
        <Icon icon={pixGlyph} />
      </span>
      <span className="payment-method__text">
        <span className="payment-method__name">Pix</span>
        <span className="payment-method__detail">
          Ao finalizar, você recebe o código Pix copia e cola para pagar no app do seu banco.
        </span>
      </span>
    </div>
  );
}

function OnlineDetail({
  choice,
  options,
  onChooseCard,
}: {
  choice: PaymentChoice | undefined;
  options: PaymentOptionsData;
  onChooseCard: () => void;
}) {
  const card = choice?.cartao;
  if (!card)
    return (
      <div className="payment-method">
        <span className="payment-method__glyph">
          <Icon icon={cardGlyph} />
        </span>
        <span className="payment-method__text">
          <span className="payment-method__name">Cartão salvo</span>
          <span className="payment-method__detail">Pague com um dos seus cartões, sem digitar os dados.</span>
        </span>
        <button type="button" className="btn btn--primary payment-method__action" onClick={onChooseCard}>
          {CHOOSE_CARD_LABEL}
        </button>
      </div>
    );
  const nome = brandName(card.bandeira);
  return (
    <>
      <div className="payment-method">
        <BrandMark brand={card.bandeira} decorative />
        <span className="payment-method__text">
          <span className="payment-method__name">{cardDisplayName(card)}</span>
          <span className="payment-method__detail">
            {nome} **** {card.final}
          </span>
        </span>
        <button type="button" className="payment-method__change" onClick={onChooseCard}>
          {CHANGE_CARD_LABEL}
        </button>
      </div>
      {!cardAcceptedOnline(card, options) && (
        <p className="payment-choice__warning" role="alert">
          Este restaurante não aceita {nome} pelo app. Escolha outro cartão.
        </p>
      )}
    </>
  );
}

function DeliveryDetail({
  choice,
  options,
  total,
  cashChangeError,
}: {
  choice: PaymentChoice | undefined;
  options: PaymentOptionsData;
  total: number;
  cashChangeError: string | undefined;
}) {
  const isDesktop = useIsDesktop();
  const [modalOpen, setModalOpen] = useState(false);
  const hasCards =
    options.entrega.cartao.CREDIT.length +
      options.entrega.cartao.DEBIT.length +
      options.entrega.cartao.MEAL_VOUCHER.length >
    0;
  const canChange = hasCards || (options.entrega.dinheiro && choice?.forma !== 'CASH');
  const changeLabel = choice ? 'Trocar' : 'Escolher';
  const change = !canChange ? null : isDesktop ? (
    <button
      type="button"
      className="payment-method__change"
      aria-label={`${changeLabel} a forma de pagamento na entrega`}
      onClick={() => setModalOpen(true)}
    >
      {changeLabel}
    </button>
  ) : (
    <AppLink
      to="/adicionar-pagamento?origem=finalizar-pedido"
      className="payment-method__change"
      aria-label={`${changeLabel} a forma de pagamento na entrega`}
    >
      {changeLabel}
    </AppLink>
  );

  const forma = choice?.forma;
  return (
    <>
      {!choice || !forma ? (
        <div className="payment-method">
          <span className="payment-method__glyph">
            <Icon icon={cardGlyph} />
          </span>
          <span className="payment-method__text">
            <span className="payment-method__name">{PAY_ON_DELIVERY_TITLE}</span>
            <span className="payment-method__detail">Escolha como vai pagar ao receber o pedido.</span>
          </span>
          {change}
        </div>
      ) : forma === 'CASH' ? (
        <>
          <div className="payment-method">
            <span className="payment-method__glyph">
              <Icon icon={cashGlyph} />
            </span>
            <span className="payment-method__text">
              <span className="payment-method__name">Dinheiro</span>
              <span className="payment-method__detail">Pague ao receber o pedido.</span>
            </span>
            {change}
          </div>
          <div className="payment-choice__change">
            <CashChangeField
              valor={choice.valor ?? 0}
              total={total}
              externalError={cashChangeError}
              onChange={(valor) => paymentChoiceKey.write(cashChoice(valor))}
            />
          </div>
        </>
      ) : (
        <div className="payment-method">
          {choice.bandeira && <BrandMark brand={choice.bandeira} decorative />}
          <span className="payment-method__text">
            <span className="payment-method__name">{choice.nome ?? choice.label}</span>
            <span className="payment-method__detail">{FORMA_NAMES[forma]} na entrega</span>
          </span>
          {change}
        </div>
      )}
      {isDesktop && <AddPaymentModal isOpen={modalOpen} onClose={() => setModalOpen(false)} />}
    </>
  );
}
