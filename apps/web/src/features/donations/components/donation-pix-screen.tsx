import { DONATION_NOT_FOUND_MESSAGE } from '@comanda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useCurrentUser } from '../../auth/index.ts';
import {
  loadErrorMessage,
  PixOutcome,
  PixPayment,
  PixPending,
  usePixCountdown,
} from '../../payments/index.ts';
import { donationQueryKey, simulateDonationPix, useDonation } from '../api/get-donation.ts';
import { DONATION_THANKS_MESSAGE } from '../donation-outcome.ts';
import { donationPixFailure, donationPixPayment } from '../donation-pix.ts';
import { DONATION_PIX_TITLE, LOGIN_TO_DONATE } from '../donation-texts.ts';
import { useDonationNavigation } from '../hooks/use-donation-navigation.ts';
import { DonationFrame, DonationNotice } from './donation-frame.tsx';

export interface DonationPixScreenProps {
  doacaoId: number | null;
  onClose: () => void;
}

/**
 * §2 modal-pagamento-pix-doacao: the donation's Pix (payments' `PixPayment`, as an order's), asked again every 3 s
 * while it waits (not while the tab is hidden) until it is paid (thanks) or expires.
 */
export function DonationPixScreen({ doacaoId, onClose }: DonationPixScreenProps) {
  const user = useCurrentUser();
  const nav = useDonationNavigation();
  const queryClient = useQueryClient();
  const donation = useDonation(user ? doacaoId : null);
  const data = donation.data;
  const left = usePixCountdown(data?.pix?.expira_em ?? null);
  const payment = data ? donationPixPayment(data, left) : null;
  const paid = payment?.state === 'paid';

  useEffect(() => {
    if (paid) toast.success(DONATION_THANKS_MESSAGE);
  }, [paid]);

  let body: ReactNode;
  if (!user) body = <DonationNotice text={LOGIN_TO_DONATE} action="Entrar" onAction={nav.openLogin} />;
  else if (doacaoId === null) body = <DonationNotice text={DONATION_NOT_FOUND_MESSAGE} />;
  else if (donation.isError)
    body = (
      <DonationNotice
        text={loadErrorMessage(donation.error)}
        action={TRY_AGAIN_LABEL}
        onAction={() => void donation.refetch()}
      />
    );
  else if (!data || !payment) body = <PixPending label="Carregando o Pix da doação…" />;
  else
    body = (
      <PixPayment
        payment={payment}
        secondsLeft={left}
        title={`Doe ${data.pix?.valor.texto ?? data.valor.texto} com Pix`}
        paid={
          <PixOutcome
            tone="paid"
            title={DONATION_THANKS_MESSAGE}
            text={`Recebemos sua doação de ${data.valor.texto}.`}
          >
            <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
              Fechar
            </button>
          </PixOutcome>
        }
        failed={
          <PixOutcome tone="failed" text={donationPixFailure(data)}>
            <button
              type="button"
              className="btn btn--primary btn--block"
              onClick={() => nav.openAmount(data.pedidoId)}
            >
              Doar de novo
            </button>
          </PixOutcome>
        }
        onSimulate={
          import.meta.env.DEV
            ? async () => {
                queryClient.setQueryData(donationQueryKey(data.id), await simulateDonationPix(data.id));
              }
            : undefined
        }
      />
    );

  return (
    <DonationFrame title={DONATION_PIX_TITLE} onClose={onClose}>
      {body}
    </DonationFrame>
  );
}
