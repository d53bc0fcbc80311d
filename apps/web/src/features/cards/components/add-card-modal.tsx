import { IonContent } from '@ionic/react';
import { AppModal } from '../../../ui/app-modal.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ADD_CARD_TITLE } from '../card-texts.ts';
import { AddCardForm } from './add-card-form.tsx';

/** §2 Add card as a modal (desktop): the same form as the adicionar-cartao page; it closes once the card is saved. */
export function AddCardModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <AppModal
      isOpen={isOpen}
      onDismiss={onClose}
      className="app-modal app-modal--cards app-modal--add-card"
      label={ADD_CARD_TITLE}
    >
      <PageHeader title={ADD_CARD_TITLE} onClose={onClose} />
      <IonContent className="form-screen cards-modal">
        <div className="cards-modal__body">
          {isOpen && <AddCardForm onSaved={onClose} onCancel={onClose} />}
        </div>
      </IonContent>
    </AppModal>
  );
}
