import { IonContent } from '@ionic/react';
import { AppModal } from '../../../ui/app-modal.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ADD_PAYMENT_TITLE } from '../payment-texts.ts';
import { DeliveryMethods } from './delivery-methods.tsx';
import './payments.css';

export interface AddPaymentModalProps {
  isOpen: boolean;
  /** Called on closing and after a method was picked (it is already stored as `forma-pagamento`). */
  onClose: () => void;
}

/** adicionar-pagamento as a modal, for desktop (§1: desktop uses modals where mobile uses pages). */
export function AddPaymentModal({ isOpen, onClose }: AddPaymentModalProps) {
  return (
    <AppModal
      isOpen={isOpen}
      onDismiss={onClose}
      className="app-modal app-modal--add-payment"
      label={ADD_PAYMENT_TITLE}
    >
      {isOpen && (
        <>
          <PageHeader title={ADD_PAYMENT_TITLE} onClose={onClose} />
          <IonContent className="add-payment-screen">
            <div className="add-payment-screen__body">
              <DeliveryMethods onDone={onClose} onNavigate={onClose} />
            </div>
          </IonContent>
        </>
      )}
    </AppModal>
  );
}
