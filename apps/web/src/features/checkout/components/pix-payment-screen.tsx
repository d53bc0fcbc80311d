import { ORDER_NOT_FOUND_MESSAGE } from '@comanda/domain';
import { IonContent } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { orderKey, useOrderTracking } from '../../orders/index.ts';
import {
  loadErrorMessage,
  PixOutcome,
  PixPayment,
  PixPending,
  usePixCountdown,
} from '../../payments/index.ts';
import { simulatePixPayment } from '../api/simulate-pix.ts';
import { PIX_PAYMENT_TITLE } from '../checkout-texts.ts';
import { useCheckoutNavigation } from '../hooks/use-checkout-navigation.ts';
import { orderPixPayment } from '../order-pix.ts';
import { forgetPlacedBag } from '../placed-bag.ts';
import '../../../ui/button.css';
import './pix.css';

export const PIX_TITLE = PIX_PAYMENT_TITLE;
export const PIX_PAID_MESSAGE = 'Pagamento confirmado!';
/** How long the paid state shows before the order's details open. */
const PAID_PAUSE_MS = 2500;

export interface PixPaymentScreenProps {
  variant: 'page' | 'modal';
  /** The order, from `pedidoId`; null when the address names none. */
  pedidoId: number | null;
  onClose: () => void;
}

/**
 * §2 pagamento-pedido-pix (a page on mobile, the shell's modal on desktop): the order's Pix (payments'
 * `PixPayment`), its status followed on the order's live stream like the order's details: once paid it says so and
 * opens the order; expired or cancelled, the failure screen (modal-pagamento-pix-falha) opens.
 */
export function PixPaymentScreen({ variant, pedidoId, onClose }: PixPaymentScreenProps) {
  const user = useCurrentUser();
  const nav = useCheckoutNavigation();
  const queryClient = useQueryClient();
  // The order's live stream (polling only when the stream cannot be used): paid shows within a second.
  const order = useOrderTracking(user ? pedidoId : null);
  const data = order.data;
  const left = usePixCountdown(data?.pix?.expira_em ?? null);
  const payment = data ? orderPixPayment(data, left) : null;
  const navigation = useRef(nav);
  navigation.current = nav;
  const paidId = payment?.state === 'paid' ? (data?.id ?? null) : null;
  const failedId = payment?.state === 'failed' ? (data?.id ?? null) : null;

  // Paid: say so, then open the order. The bag kept for a retry is no longer needed.
  useEffect(() => {
    if (paidId === null) return;
    forgetPlacedBag(paidId);
    toast.success(PIX_PAID_MESSAGE);
    const timer = window.setTimeout(() => navigation.current.openOrder(paidId), PAID_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [paidId]);

  // Expired or cancelled: the failure screen offers to try again or to pay another way.
  useEffect(() => {
    if (failedId !== null) navigation.current.openPixFailure(failedId);
  }, [failedId]);

  const header = (
    <PageHeader title={PIX_TITLE} {...(variant === 'modal' ? { onClose } : { backTo: '/tabs/cardapio' })} />
  );

  let body: ReactNode;
  if (!user) body = <PixNotice text="Faça login para ver o pagamento do seu pedido." />;
  else if (pedidoId === null) body = <PixNotice text={ORDER_NOT_FOUND_MESSAGE} />;
  else if (order.isError)
    body = <PixNotice text={loadErrorMessage(order.error)} onRetry={() => void order.refetch()} />;
  else if (!data || !payment) body = <PixPending label="Carregando o pagamento…" />;
  else
    body = (
      <PixPayment
        payment={payment}
        secondsLeft={left}
        caption={`Pedido #${data.id}`}
        title={`Pague ${data.pix?.valor.texto ?? data.total.texto} com Pix`}
        paid={
          <PixOutcome
            tone="paid"
            title={PIX_PAID_MESSAGE}
            text={`Recebemos o pagamento de ${data.total.texto}. O pedido #${data.id} já foi enviado ao restaurante.`}
          >
            <button type="button" className="btn btn--primary" onClick={() => nav.openOrder(data.id)}>
              Acompanhar pedido
            </button>
          </PixOutcome>
        }
        failed={<PixPending label="Verificando o pagamento…" />}
        onSimulate={
          import.meta.env.DEV
            ? async () => {
                queryClient.setQueryData(orderKey(data.id), await simulatePixPayment(data.id));
              }
            : undefined
        }
      />
    );

  return (
    <>
      {header}
      <IonContent className="pix-content">
        <div className="pix-screen">{body}</div>
      </IonContent>
    </>
  );
}

function PixNotice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="pix-notice" role="alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {TRY_AGAIN_LABEL}
        </button>
      )}
    </div>
  );
}
