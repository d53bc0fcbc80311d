import { IonContent } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SupportScreen } from '../components/support-screen.tsx';
import { supportTargetFrom } from '../support-target.ts';
import { SUPPORT_TITLE } from '../support-texts.ts';

/** atendimento: the support chat as a page (mobile, and deep links on desktop). */
export function SupportPage() {
  const target = supportTargetFrom(useLocation().search);
  return (
    <>
      <PageHeader title={SUPPORT_TITLE} backTo="/tabs/perfil" />
      <IonContent className="support-content">
        <SupportScreen {...target} />
      </IonContent>
    </>
  );
}
