import { CREDIT_CARD_LABEL, formatBRL, validateDonationAmount } from '@comanda/domain';
import { type FormEvent, useCallback, useState } from 'react';
import { useStoredValue } from '../../../lib/use-stored.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { CHANGE_CARD_LABEL, CHOOSE_CARD_LABEL, donationPaymentChoiceKey } from '../../payments/index.ts';
import { CHOOSE_CARD_MESSAGE, DONATION_PAYMENT_TITLE, LOGIN_TO_DONATE } from '../donation-texts.ts';
import { useDonationNavigation } from '../hooks/use-donation-navigation.ts';
import { useGiveDonation } from '../hooks/use-give-donation.ts';
import { DonationCardConfirming } from './donation-card-confirming.tsx';
import { DonationFrame, DonationNotice } from './donation-frame.tsx';

export interface DonationPaymentScreenProps {
  /** The amount chosen on modal-doacao, in centavos; null when the address names none. */
  valor: number | null;
  pedidoId: number | null;
  onClose: () => void;
  /** Opens the saved cards in donation mode (§4): the card picked is stored as `forma-pagamento-doacao`. */
  onChooseCard: () => void;
}

/**
 * §2 modal-forma-pagamento-doacao: the donation card (picked in the cards screen, donation mode) or Pix, and
 * 'Doar R$ X'. The donation is charged apart from the order (POST doacao). A card the provider has not answered
 * yet is followed here until it settles: then thanks, or the refusal and the form again.
 */
export function DonationPaymentScreen({
  valor,
  pedidoId,
  onClose,
  onChooseCard,
}: DonationPaymentScreenProps) {
  const user = useCurrentUser();
  const nav = useDonationNavigation();
  const stored = useStoredValue(donationPaymentChoiceKey);
  const card = stored?.cartao ?? null;
  const [method, setMethod] = useState<'cartao' | 'pix' | null>(null);
  const chosen = method ?? (card ? 'cartao' : 'pix');
  const [cardError, setCardError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const onThanks = useCallback(() => nav.close(), [nav]);
  const { busy, give } = useGiveDonation({ onThanks, onPix: nav.openPix, onConfirming: setConfirming });

  let body: React.ReactNode;
  if (!user) body = <DonationNotice text={LOGIN_TO_DONATE} action="Entrar" onAction={nav.openLogin} />;
  else if (confirming !== null)
    body = (
      <DonationCardConfirming doacaoId={confirming} onPaid={onThanks} onRefused={() => setConfirming(null)} />
    );
  else if (valor === null || validateDonationAmount(valor) !== null)
    body = (
      <DonationNotice
        text="Escolha o valor da doação."
        action="Escolher valor"
        onAction={() => nav.openAmount(pedidoId)}
      />
    );
  else {
    const amount = valor;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (chosen === 'cartao' && !card) {
        setCardError(CHOOSE_CARD_MESSAGE);
        onChooseCard();
        return;
      }
      void give({
        valor: amount,
        pagamento: chosen === 'cartao' && card ? { tipo: 'cartao', cartao_id: card.id } : { tipo: 'pix' },
        ...(pedidoId !== null ? { pedidoId } : {}),
      });
    };
    body = (
      <form className="donation__form" noValidate onSubmit={submit}>
        <p className="donation__amount">
          Doação de <strong>{formatBRL(amount)}</strong>
        </p>
        <fieldset className="donation__methods">
          <legend className="donation__title">Como você quer doar?</legend>
          <label className="donation__method">
            <input
              type="radio"
              name="donation-method"
              checked={chosen === 'cartao'}
              onChange={() => setMethod('cartao')}
            />
            <span className="donation__method-text">
              <span className="donation__method-name">{CREDIT_CARD_LABEL}</span>
              <span className="donation__method-detail">
                {card ? `${card.bandeira} final ${card.final}` : 'Nenhum cartão escolhido'}
              </span>
            </span>
          </label>
          <label className="donation__method">
            <input
              type="radio"
              name="donation-method"
              checked={chosen === 'pix'}
              onChange={() => setMethod('pix')}
            />
            <span className="donation__method-text">
              <span className="donation__method-name">Pix</span>
              <span className="donation__method-detail">QR Code ou copia e cola</span>
            </span>
          </label>
        </fieldset>
        {chosen === 'cartao' && (
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => {
              setCardError(null);
              onChooseCard();
            }}
          >
            {card ? CHANGE_CARD_LABEL : CHOOSE_CARD_LABEL}
          </button>
        )}
        {cardError && chosen === 'cartao' && !card && (
          <p className="donation__error" role="alert">
            {cardError}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          Doar {formatBRL(amount)}
        </button>
      </form>
    );
  }

  return (
    <DonationFrame title={DONATION_PAYMENT_TITLE} onClose={onClose}>
      {body}
    </DonationFrame>
  );
}
