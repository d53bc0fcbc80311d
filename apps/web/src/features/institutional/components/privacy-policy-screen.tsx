import { IonContent } from '@ionic/react';
import { PRIVACY_POLICY_TITLE } from '../../../lib/texts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PrivacyPolicyDocument } from './privacy-policy-document.tsx';

export { PRIVACY_POLICY_TITLE };

/** The policy with its header: a page (back button) or a modal (close icon). */
export function PrivacyPolicyScreen({ onClose }: { onClose?: () => void }) {
  return (
    <>
      <PageHeader title={PRIVACY_POLICY_TITLE} {...(onClose ? { onClose } : { backTo: '/tabs/cardapio' })} />
      <IonContent>
        <PrivacyPolicyDocument />
      </IonContent>
    </>
  );
}

export default PrivacyPolicyScreen;
