import { useEffect, useRef } from 'react';
import { TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { announceCardPayment, loadErrorMessage } from '../../payments/index.ts';
import { useDonation } from '../api/get-donation.ts';
import { DONATION_CARD_TEXTS, donationCardStep } from '../donation-outcome.ts';
import { DonationNotice } from './donation-frame.tsx';

export interface DonationCardConfirmingProps {
  doacaoId: number;
  /** The card was approved: thanked, the donation closes. */
  onPaid: () => void;
  /** The card was refused: its reason said, the customer may choose again. */
  onRefused: () => void;
}

/**
 * A donation's card the provider has not answered yet: the donation is asked again (GET doacao, as its Pix is)
 * until its payment settles, then said as any card result (payments' `announceCardPayment`). The toast already
 * said it is being confirmed; the words stay on screen while it lasts.
 */
export function DonationCardConfirming({ doacaoId, onPaid, onRefused }: DonationCardConfirmingProps) {
  const donation = useDonation(doacaoId);
  const status = donation.data?.status;
  const motivo = donation.data?.motivo ?? null;
  const done = useRef({ onPaid, onRefused });
  done.current = { onPaid, onRefused };

  useEffect(() => {
    if (status === undefined || status === 'aguardando') return;
    const step = donationCardStep({ status, motivo });
    announceCardPayment(step);
    if (step.kind === 'paid') done.current.onPaid();
    else done.current.onRefused();
  }, [status, motivo]);

  if (donation.isError)
    return (
      <DonationNotice
        text={loadErrorMessage(donation.error)}
        action={TRY_AGAIN_LABEL}
        onAction={() => void donation.refetch()}
      />
    );
  return (
    <div className="donation__loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <p className="donation__text">{DONATION_CARD_TEXTS.confirming}</p>
    </div>
  );
}
