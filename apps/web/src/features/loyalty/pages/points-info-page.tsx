import { IonContent, useIonRouter } from '@ionic/react';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PointsInfo } from '../components/points-info.tsx';
import { POINTS_INFO_TITLE } from '../loyalty-titles.ts';
import '../../../ui/button.css';
import '../components/loyalty.css';

const CLUB_PATH = '/tabs/shinguru';

/** modal-info-pontos as a page (below 768 px); on desktop the club opens it as a modal. */
export function PointsInfoPage() {
  const router = useIonRouter();
  const close = () => {
    if (router.canGoBack()) router.goBack();
    else router.push(CLUB_PATH, 'back', 'replace');
  };
  return (
    <>
      <PageHeader title={POINTS_INFO_TITLE} backTo={CLUB_PATH} />
      <IonContent className="loyalty-content">
        <PointsInfo onDone={close} />
      </IonContent>
    </>
  );
}
