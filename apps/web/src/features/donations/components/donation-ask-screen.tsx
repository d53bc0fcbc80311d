import { NOT_NOW_LABEL } from '../../../ui/texts.ts';
import { ASK_QUESTION, ASK_TEXT, DONATION_TITLE } from '../donation-texts.ts';
import { useDonationNavigation } from '../hooks/use-donation-navigation.ts';
import { DonationFrame } from './donation-frame.tsx';

export interface DonationAskScreenProps {
  /** The order after which the customer is asked; it travels with the donation. */
  pedidoId: number | null;
  onClose: () => void;
}

/** §2 modal-perguntar-doacao: 'Quero doar' goes on to the amount, NOT_NOW_LABEL closes. */
export function DonationAskScreen({ pedidoId, onClose }: DonationAskScreenProps) {
  const nav = useDonationNavigation();
  return (
    <DonationFrame title={DONATION_TITLE} onClose={onClose}>
      <div className="donation__intro">
        <span className="donation__emblem" aria-hidden="true">
          ♥
        </span>
        <h2 className="donation__title">{ASK_QUESTION}</h2>
        <p className="donation__text">{ASK_TEXT}</p>
      </div>
      <div className="donation__actions">
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => nav.openAmount(pedidoId)}
        >
          Quero doar
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
          {NOT_NOW_LABEL}
        </button>
      </div>
    </DonationFrame>
  );
}
