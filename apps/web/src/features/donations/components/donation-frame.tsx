import { IonContent } from '@ionic/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../../../ui/button.css';
import './donations.css';

/** The donation screens' header and scrolling body, the same as a page (mobile) or in the shell's modal. */
export function DonationFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} onClose={onClose} />
      <IonContent className="donation-content">
        <div className="donation">{children}</div>
      </IonContent>
    </>
  );
}

/** A short message in place of the screen (visitor, missing amount, failed request), with an optional action. */
export function DonationNotice({
  text,
  action,
  onAction,
}: {
  text: string;
  action?: string;
  onAction?: () => void;
}) {
  return (
    <div className="donation__notice" role="alert">
      <p>{text}</p>
      {action && onAction && (
        <button type="button" className="btn btn--ghost" onClick={onAction}>
          {action}
        </button>
      )}
    </div>
  );
}
