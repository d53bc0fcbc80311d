import { IonContent } from '@ionic/react';
import { AppModal } from '../../../ui/app-modal.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { POINTS_INFO_TITLE } from '../loyalty-titles.ts';
import { PointsInfo } from './points-info.tsx';

/** modal-info-pontos on desktop (§1: desktop uses modals where mobile uses pages). */
export function PointsInfoModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <AppModal
      isOpen={isOpen}
      onDismiss={onClose}
      className="app-modal app-modal--loyalty-info"
      label={POINTS_INFO_TITLE}
    >
      {isOpen && (
        <>
          <PageHeader title={POINTS_INFO_TITLE} onClose={onClose} />
          <IonContent className="loyalty-content">
            <PointsInfo onDone={onClose} />
          </IonContent>
        </>
      )}
    </AppModal>
  );
}
