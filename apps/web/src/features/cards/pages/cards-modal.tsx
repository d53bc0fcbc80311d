import type { PaymentChoice } from '@comanda/domain';
import { IonContent } from '@ionic/react';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../ui/app-modal.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ADD_CARD_TITLE, CARDS_MODAL_TITLE } from '../card-texts.ts';
import { AddCardForm } from '../components/add-card-form.tsx';
import { CardsPanel } from '../components/cards-panel.tsx';
import type { CardsMode } from '../hooks/use-card-actions.ts';

export interface CardsModalProps {
  isOpen: boolean;
  mode: CardsMode;
  onClose(): void;
  /**
   * A card was picked (select and donation modes) and stored as the payment choice; the modal then closes. In
   * donation mode this is the donation card's choice, while the order's payment became cash (§4).
   */
  onSelected?(choice: PaymentChoice): void;
}

/**
 * §2 Cards screen as a modal, 'Cartões cadastrados' (select mode on finalizar-pedido). 'Adicionar cartão' shows
 * the card form in the same modal and comes back to the list once the card is saved.
 */
export function CardsModal({ isOpen, mode, onClose, onSelected }: CardsModalProps) {
  const [view, setView] = useState<'list' | 'add'>('list');
  const [mounted, setMounted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setMounted(true);
  }, [isOpen]);

  const dismissed = () => {
    setMounted(false);
    setView('list');
    onClose();
  };
  const title = view === 'add' ? ADD_CARD_TITLE : CARDS_MODAL_TITLE;

  return (
    <AppModal isOpen={isOpen} onDismiss={dismissed} className="app-modal app-modal--cards" label={title}>
      <PageHeader title={title} onClose={onClose} />
      <IonContent className="form-screen cards-modal">
        <div className="cards-modal__body">
          {mounted && view === 'list' && (
            <CardsPanel
              mode={mode}
              onAdd={() => setView('add')}
              onSelected={(choice) => {
                onSelected?.(choice);
                onClose();
              }}
            />
          )}
          {mounted && view === 'add' && (
            <AddCardForm
              donation={mode === 'donation'}
              onSaved={() => setView('list')}
              onCancel={() => setView('list')}
            />
          )}
        </div>
      </IonContent>
    </AppModal>
  );
}
