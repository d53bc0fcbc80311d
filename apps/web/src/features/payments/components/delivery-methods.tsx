import type { CardForma } from '@comanda/contract';
import type { PaymentChoice } from '@comanda/domain';
import { useId } from 'react';
import { TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { useStoredValue } from '../../../lib/use-stored.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useCurrentStore } from '../../stores/index.ts';
import { usePaymentOptions } from '../api/get-payment-options.ts';
import { paymentChoiceKey } from '../payment-choice.ts';
import { brandName, cashChoice, DELIVERY_FORMAS, deliveryCardChoice, FORMA_NAMES } from '../payment-rules.ts';
import {
  LOADING_PAYMENT_OPTIONS_TEXT,
  PAY_ON_DELIVERY_TITLE,
  PAYMENT_OPTIONS_FAILED_MESSAGE,
} from '../payment-texts.ts';
import { cashGlyph, checkGlyph } from './payment-glyphs.ts';
import './payments.css';

export const NO_STORE_TEXT =
  'Escolha primeiro o endereço de entrega: as formas de pagamento dependem do restaurante que atende você.';
export const NO_DELIVERY_PAYMENT_TEXT = 'Este restaurante não aceita pagamento na entrega.';

const sameBrand = (a: string | undefined, b: string) =>
  a !== undefined && a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

function isCurrent(stored: PaymentChoice | undefined, forma: CardForma | 'CASH', brand?: string): boolean {
  if (stored?.tipo_forma_pgto !== 'entrega' || stored.forma !== forma) return false;
  return brand === undefined || sameBrand(stored.bandeira, brand);
}

/**
 * adicionar-pagamento's content (§2): how the current store takes payment on delivery — Dinheiro and, per
 * Crédito, Débito and Vale-refeição, the card brands its machine accepts. Picking one stores it as
 * `forma-pagamento` and calls `onDone`.
 */
export function DeliveryMethods({
  onDone,
  onNavigate,
}: {
  onDone: () => void;
  /** Called when a link leads elsewhere (a modal closes then). */
  onNavigate?: () => void;
}) {
  const store = useCurrentStore();
  const { data, isPending, isError, refetch } = usePaymentOptions(store?.id);
  const stored = useStoredValue(paymentChoiceKey);
  const headingId = useId();

  const choose = (choice: PaymentChoice) => {
    paymentChoiceKey.write(choice);
    onDone();
  };

  if (!store)
    return (
      <div className="add-payment__state">
        <p>{NO_STORE_TEXT}</p>
        <AppLink to="/receber-endereco" className="btn btn--primary" onClick={onNavigate}>
          Informar endereço
        </AppLink>
      </div>
    );
  if (isPending)
    return (
      <div className="page-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{LOADING_PAYMENT_OPTIONS_TEXT}</span>
      </div>
    );
  if (isError)
    return (
      <div className="add-payment__state" role="alert">
        <p>{PAYMENT_OPTIONS_FAILED_MESSAGE}</p>
        <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
          {TRY_AGAIN_LABEL}
        </button>
      </div>
    );

  const cash = data?.entrega.dinheiro ?? false;
  const formas = DELIVERY_FORMAS.filter((forma) => (data?.entrega.cartao[forma].length ?? 0) > 0);
  if (!data || (!cash && formas.length === 0))
    return (
      <div className="add-payment__state">
        <p>{NO_DELIVERY_PAYMENT_TEXT}</p>
      </div>
    );

  return (
    <section className="add-payment" aria-labelledby={headingId}>
      <h2 id={headingId} className="add-payment__title">
        {PAY_ON_DELIVERY_TITLE}
      </h2>
      <p className="add-payment__intro">
        Escolha como vai pagar ao receber o pedido{store.nome ? ` do ${store.nome}` : ''}. O entregador leva a
        maquininha.
      </p>
      {cash && (
        <button
          type="button"
          className="add-payment__cash"
          aria-pressed={isCurrent(stored, 'CASH')}
          onClick={() => choose(stored?.forma === 'CASH' ? stored : cashChoice())}
        >
          <span className="payment-method__glyph">
            <Icon icon={cashGlyph} />
          </span>
          <span className="add-payment__cash-text">
            <span className="add-payment__cash-name">Dinheiro</span>
            <span className="add-payment__cash-note">Informe se precisa de troco ao finalizar</span>
          </span>
          {isCurrent(stored, 'CASH') && <Icon icon={checkGlyph} className="add-payment__check" />}
        </button>
      )}
      {formas.map((forma) => (
        <fieldset key={forma} className="add-payment__group">
          <legend className="add-payment__group-title">{FORMA_NAMES[forma]}</legend>
          <ul className="add-payment__brands">
            {data.entrega.cartao[forma].map((brand) => {
              const current = isCurrent(stored, forma, brand);
              return (
                <li key={brand}>
                  <button
                    type="button"
                    className="brand-option"
                    aria-pressed={current}
                    onClick={() => choose(deliveryCardChoice(forma, brand))}
                  >
                    <BrandMark brand={brand} decorative />
                    <span className="brand-option__name">{brandName(brand)}</span>
                    {current && <Icon icon={checkGlyph} className="brand-option__check" />}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}
