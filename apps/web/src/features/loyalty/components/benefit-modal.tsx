import type { LoyaltyWalletItemData } from '@comanda/contract';
import { IonContent } from '@ionic/react';
import { AppModal } from '../../../ui/app-modal.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { BENEFIT_ACTIVATED_TITLE, BENEFIT_USED_TITLE } from '../loyalty-titles.ts';
import { BenefitNotice, type BenefitNoticeKind } from './benefit-notice.tsx';

interface BenefitModalProps {
  open: { kind: BenefitNoticeKind; item: LoyaltyWalletItemData | undefined } | null;
  onClose: () => void;
  onSeeBag: () => void;
}

/** modal-beneficio-ativado and modal-beneficio-utilizado on desktop (§1: modals where mobile uses pages). */
export function BenefitModal({ open, onClose, onSeeBag }: BenefitModalProps) {
  const title = open?.kind === 'used' ? BENEFIT_USED_TITLE : BENEFIT_ACTIVATED_TITLE;
  return (
    <AppModal
      isOpen={open !== null}
      onDismiss={onClose}
      className="app-modal app-modal--loyalty-info"
      label={title}
    >
      {open && (
        <>
          <PageHeader title={title} onClose={onClose} />
          <IonContent className="loyalty-content">
            <BenefitNotice
              kind={open.kind}
              item={open.item}
              onDone={onClose}
              onSeeBag={() => {
                onClose();
                onSeeBag();
              }}
              onLeave={onClose}
            />
          </IonContent>
        </>
      )}
    </AppModal>
  );
}
