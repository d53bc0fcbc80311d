import { IonContent } from '@ionic/react';
import type { LegalDocumentName } from '../../../lib/screen-demand.ts';
import { PRIVACY_POLICY_TITLE, TERMS_OF_USE_TITLE } from '../../../lib/texts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PrivacyPolicyDocument } from './privacy-policy-document.tsx';
import { TermsOfUseDocument } from './terms-of-use-document.tsx';

const DOCUMENTS = {
  policy: { title: PRIVACY_POLICY_TITLE, Document: PrivacyPolicyDocument },
  terms: { title: TERMS_OF_USE_TITLE, Document: TermsOfUseDocument },
} as const;

/** The privacy policy or the terms with their header: a page (back button) or a modal (close icon). */
export function LegalScreen({ document, onClose }: { document: LegalDocumentName; onClose?: () => void }) {
  const { title, Document } = DOCUMENTS[document];
  return (
    <>
      <PageHeader title={title} {...(onClose ? { onClose } : { backTo: '/tabs/cardapio' })} />
      <IonContent>
        <Document />
      </IonContent>
    </>
  );
}
