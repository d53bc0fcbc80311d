import type { DonationWire } from '@comanda/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { PixCharge } from '../../../ui/pix-charge.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { donationQueryKey, simulateDonationPix, useDonation } from '../api/get-donation.ts';
import { DONATION_THANKS_MESSAGE } from '../donation-outcome.ts';
import { DONATION_PIX_TITLE, LOGIN_TO_DONATE, PIX_EXPIRED_MESSAGE } from '../donation-texts.ts';
import { useDonationNavigation } from '../hooks/use-donation-navigation.ts';
import { DonationFrame, DonationNotice } from './donation-frame.tsx';

export interface DonationPixScreenProps {
  doacaoId: number | null;
  onClose: () => void;
}

/**
 * §2 modal-pagamento-pix-doacao: the donation's QR code and copia e cola with a copy button; the status is asked
 * again every 3 s until the Pix is paid (thanks) or expires.
 */
export function DonationPixScreen({ doacaoId, onClose }: DonationPixScreenProps) {
  const user = useCurrentUser();
  const nav = useDonationNavigation();
  const donation = useDonation(user ? doacaoId : null);
  const data = donation.data;
  const paid = data?.status === 'aprovado';

  useEffect(() => {
    if (paid) toast.success(DONATION_THANKS_MESSAGE);
  }, [paid]);

  let body: React.ReactNode;
  if (!user) body = <DonationNotice text={LOGIN_TO_DONATE} action="Entrar" onAction={nav.openLogin} />;
  else if (doacaoId === null) body = <DonationNotice text="Doação não encontrada." />;
  else if (donation.isError)
    body = (
      <DonationNotice
        text={
          donation.error instanceof ApiError && donation.error.status !== 0
            ? donation.error.message
            : REQUEST_FAILED_MESSAGE
        }
        action="Tentar novamente"
        onAction={() => void donation.refetch()}
      />
    );
  else if (!data)
    body = (
      <div className="donation__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Carregando o Pix da doação…</span>
      </div>
    );
  else if (paid)
    body = (
      <div className="donation__intro" role="status">
        <span className="donation__emblem" aria-hidden="true">
          ♥
        </span>
        <h2 className="donation__title">{DONATION_THANKS_MESSAGE}</h2>
        <p className="donation__text">Recebemos sua doação de {data.valor.texto}.</p>
        <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
          Fechar
        </button>
      </div>
    );
  else if (data.status === 'aguardando' && data.pix) body = <PixWaiting donation={data} />;
  else
    body = (
      <DonationNotice
        text={
          data.status === 'expirado' ? PIX_EXPIRED_MESSAGE : (data.motivo ?? 'A doação não foi concluída.')
        }
        action="Doar de novo"
        onAction={() => nav.openAmount(data.pedidoId)}
      />
    );

  return (
    <DonationFrame title={DONATION_PIX_TITLE} onClose={onClose}>
      {body}
    </DonationFrame>
  );
}

function PixWaiting({ donation }: { donation: DonationWire }) {
  const pix = donation.pix;
  if (!pix) return null;
  return (
    <>
      <h2 className="donation__title donation__title--center">Doe {pix.valor.texto} com Pix</h2>
      <PixCharge code={pix.copia_e_cola} amount={pix.valor.texto} />
      <p className="donation__status" role="status">
        Aguardando pagamento. Esta tela muda sozinha quando o Pix for pago.
      </p>
      {import.meta.env.DEV && <SimulateButton doacaoId={donation.id} />}
    </>
  );
}

/** Development builds only: pays the sandbox Pix, as the customer's bank would. */
function SimulateButton({ doacaoId }: { doacaoId: number }) {
  const queryClient = useQueryClient();
  const [busy, run] = useAction();
  return (
    <button
      type="button"
      className="btn btn--ghost btn--block"
      disabled={busy}
      onClick={() =>
        void run(async () => {
          queryClient.setQueryData(donationQueryKey(doacaoId), await simulateDonationPix(doacaoId));
        })
      }
    >
      Simular pagamento (desenvolvimento)
    </button>
  );
}
