import { IonContent } from '@ionic/react';
import { TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PixOutcome } from '../../payments/index.ts';
import { PIX_FAILURE_TITLE } from '../checkout-texts.ts';
import { useCheckoutNavigation } from '../hooks/use-checkout-navigation.ts';
import { refillPlacedBag } from '../placed-bag.ts';
import '../../../ui/button.css';
import '../../../ui/form/form.css';
import './pix.css';

export { PIX_FAILURE_TITLE };

export interface PixFailureScreenProps {
  variant: 'page' | 'modal';
  /** The unpaid order; null when the address names none. */
  pedidoId: number | null;
  onClose: () => void;
}

/**
 * §2 modal-pagamento-pix-falha: the Pix was not paid in time (or the order was cancelled), shown as payments'
 * failed `PixOutcome`. Both ways on fill the bag again with the order's items and return to finalizar-pedido:
 * TRY_AGAIN_LABEL as it was (a new Pix), 'Trocar forma de pagamento' with the payment choice in view.
 */
export function PixFailureScreen({ variant, pedidoId, onClose }: PixFailureScreenProps) {
  const nav = useCheckoutNavigation();
  const retry = (focus?: 'payment') => {
    if (pedidoId !== null) refillPlacedBag(pedidoId);
    nav.openCheckout(focus);
  };
  return (
    <>
      <PageHeader
        title={PIX_FAILURE_TITLE}
        {...(variant === 'modal' ? { onClose } : { backTo: '/tabs/cardapio' })}
      />
      <IonContent className="pix-content">
        <div className="pix-screen">
          <PixOutcome
            tone="failed"
            title="O Pix não foi pago a tempo"
            text={`${pedidoId !== null ? `O pedido #${pedidoId} não foi confirmado. ` : ''}Você pode tentar de novo com os mesmos itens ou escolher outra forma de pagamento.`}
          >
            <button type="button" className="btn btn--primary btn--block" onClick={() => retry()}>
              {TRY_AGAIN_LABEL}
            </button>
            <button type="button" className="btn btn--outline btn--block" onClick={() => retry('payment')}>
              Trocar forma de pagamento
            </button>
          </PixOutcome>
        </div>
      </IonContent>
    </>
  );
}
