import type { OrderWire } from '@comanda/contract';
import { IonContent } from '@ionic/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Icon } from '../../../ui/icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PixCharge } from '../../../ui/pix-charge.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { useOrderTracking } from '../../orders/index.ts';
import { formatCountdown, secondsLeft, spokenCountdown } from '../countdown.ts';
import { useCheckoutNavigation } from '../hooks/use-checkout-navigation.ts';
import { useNow } from '../hooks/use-now.ts';
import { pixState } from '../pix-state.ts';
import { forgetPlacedBag } from '../placed-bag.ts';
import { paidGlyph } from './checkout-glyphs.ts';
import { SimulatePixButton } from './simulate-pix-button.tsx';
import '../../../ui/button.css';
import './pix.css';

export const PIX_TITLE = 'Pagamento via Pix';
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
 * §2 pagamento-pedido-pix (a page on mobile, the shell's modal on desktop): the QR code and the copia-e-cola of the
 * order's Pix with a copy button, a countdown to its expiry, and the status, followed on the order's live stream like
 * the order's details: once paid it says so and opens the order; expired or cancelled, the failure screen
 * (modal-pagamento-pix-falha) opens.
 */
export function PixPaymentScreen({ variant, pedidoId, onClose }: PixPaymentScreenProps) {
  const user = useCurrentUser();
  const nav = useCheckoutNavigation();
  // The order's live stream (polling only when the stream cannot be used): paid shows within a second.
  const order = useOrderTracking(user ? pedidoId : null);
  const data = order.data;
  const now = useNow(data !== undefined && data.pix !== null);
  const left = data?.pix ? secondsLeft(data.pix.expira_em, now) : 0;
  const state = data ? pixState(data, left) : null;
  const navigation = useRef(nav);
  navigation.current = nav;
  const paidId = state === 'paid' ? (data?.id ?? null) : null;
  const failedId = state === 'failed' ? (data?.id ?? null) : null;

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
  else if (pedidoId === null) body = <PixNotice text="Pedido não encontrado." />;
  else if (order.isError)
    body = (
      <PixNotice
        text={
          order.error instanceof ApiError && order.error.status !== 0
            ? order.error.message
            : REQUEST_FAILED_MESSAGE
        }
        onRetry={() => void order.refetch()}
      />
    );
  else if (!data)
    body = (
      <div className="pix-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Carregando o pagamento…</span>
      </div>
    );
  else if (state === 'paid') body = <PixPaid order={data} onOpen={() => nav.openOrder(data.id)} />;
  else if (data.pix && state === 'waiting') body = <PixWaiting order={data} secondsLeft={left} />;
  else
    body = (
      <div className="pix-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Verificando o pagamento…</span>
      </div>
    );

  return (
    <>
      {header}
      <IonContent className="pix-content">{body}</IonContent>
    </>
  );
}

function PixNotice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="pix-notice" role="alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          Tentar novamente
        </button>
      )}
    </div>
  );
}

function PixWaiting({ order, secondsLeft: left }: { order: OrderWire; secondsLeft: number }) {
  const pix = order.pix;
  const [announced, setAnnounced] = useState(() => spokenCountdown(left));
  // Screen readers hear the time left once a minute, not every second.
  useEffect(() => {
    if (left % 60 === 0) setAnnounced(spokenCountdown(left));
  }, [left]);
  if (!pix) return null;

  return (
    <div className="pix">
      <div className="pix__intro">
        <p className="pix__order">Pedido #{order.id}</p>
        <h2 className="pix__title">Pague {pix.valor.texto} com Pix</h2>
        <p className="pix__timer">
          O código expira em{' '}
          <time className="pix__countdown" dateTime={`PT${left}S`} aria-hidden="true">
            {formatCountdown(left)}
          </time>
          <span className="visually-hidden" aria-live="polite">
            {announced}
          </span>
        </p>
      </div>

      <PixCharge code={pix.copia_e_cola} amount={pix.valor.texto} />

      <p className="pix__status" role="status">
        <span className="pix__pulse" aria-hidden="true" />
        Aguardando pagamento. Esta tela muda sozinha quando o Pix for pago.
      </p>

      <ol className="pix__steps">
        <li>Abra o app do seu banco e escolha pagar com Pix.</li>
        <li>Leia o QR Code ou cole o código copiado.</li>
        <li>Confira o valor e confirme o pagamento.</li>
      </ol>
      {import.meta.env.DEV && <SimulatePixButton pedidoId={order.id} />}
    </div>
  );
}

function PixPaid({ order, onOpen }: { order: OrderWire; onOpen: () => void }) {
  return (
    <div className="pix pix--paid" role="status">
      <Icon icon={paidGlyph} className="pix__paid-icon" />
      <h2 className="pix__title">{PIX_PAID_MESSAGE}</h2>
      <p className="pix__paid-text">
        Recebemos o pagamento de {order.total.texto}. O pedido #{order.id} já foi enviado ao restaurante.
      </p>
      <button type="button" className="btn btn--primary" onClick={onOpen}>
        Acompanhar pedido
      </button>
    </div>
  );
}
