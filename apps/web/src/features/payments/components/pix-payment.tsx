import { type ReactNode, useEffect, useState } from 'react';
import { PixCharge } from '../../../ui/pix-charge.tsx';
import { formatCountdown, spokenCountdown } from '../countdown.ts';
import type { PixChargeDetails, PixPaymentModel } from '../pix-payment.ts';
import { SimulatePixButton } from './simulate-pix-button.tsx';
import './pix-payment.css';

export const PIX_WAITING_STATUS = 'Aguardando pagamento. Esta tela muda sozinha quando o Pix for pago.';

export interface PixPaymentProps {
  payment: PixPaymentModel;
  /** Whole seconds until the charge expires (`usePixCountdown`). */
  secondsLeft: number;
  /** What is being paid, above the title ('Pedido #41'). */
  caption?: string;
  /** The waiting view's heading ('Pague R$ 102,90 com Pix'). */
  title: string;
  /** Shown once paid (a `PixOutcome`). */
  paid: ReactNode;
  /** Shown once failed (a `PixOutcome`, or a `PixPending` while the screen moves on). */
  failed: ReactNode;
  /** Development builds only: pays the sandbox Pix through the payable's dev route. */
  onSimulate?: (() => Promise<void>) | undefined;
}

/**
 * A payable's Pix, the same for orders and donations: while it waits, the amount, the QR code and the copia e cola
 * (`ui/pix-charge.tsx`), the countdown to its expiry, the three steps and the status; then the payable's paid or
 * failed view. The screen around it keeps its frame, its texts and the way it follows the payment.
 */
export function PixPayment({
  payment,
  secondsLeft,
  caption,
  title,
  paid,
  failed,
  onSimulate,
}: PixPaymentProps) {
  switch (payment.state) {
    case 'paid':
      return paid;
    case 'failed':
      return failed;
    case 'waiting':
      return payment.pix ? (
        <PixWaiting
          pix={payment.pix}
          secondsLeft={secondsLeft}
          caption={caption}
          title={title}
          onSimulate={onSimulate}
        />
      ) : (
        failed
      );
    default: {
      const unknown: never = payment.state;
      throw new Error(`unknown Pix state ${String(unknown)}`);
    }
  }
}

function PixWaiting({
  pix,
  secondsLeft: left,
  caption,
  title,
  onSimulate,
}: {
  pix: PixChargeDetails;
  secondsLeft: number;
  caption: string | undefined;
  title: string;
  onSimulate: (() => Promise<void>) | undefined;
}) {
  const [announced, setAnnounced] = useState(() => spokenCountdown(left));
  // Screen readers hear the time left once a minute, not every second.
  useEffect(() => {
    if (left % 60 === 0) setAnnounced(spokenCountdown(left));
  }, [left]);

  return (
    <div className="pix">
      <div className="pix__intro">
        {caption && <p className="pix__caption">{caption}</p>}
        <h2 className="pix__title">{title}</h2>
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
        {PIX_WAITING_STATUS}
      </p>

      <ol className="pix__steps">
        <li>Abra o app do seu banco e escolha pagar com Pix.</li>
        <li>Leia o QR Code ou cole o código copiado.</li>
        <li>Confira o valor e confirme o pagamento.</li>
      </ol>
      {import.meta.env.DEV && onSimulate && <SimulatePixButton onSimulate={onSimulate} />}
    </div>
  );
}
