import { IonContent } from '@ionic/react';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LOGIN_PATH, useCurrentUser } from '../../auth/index.ts';
import { useCurrentStore } from '../../stores/index.ts';
import {
  SUPPORT_CHOOSE_ADDRESS,
  SUPPORT_LOGIN,
  SUPPORT_LOGIN_TEXT,
  SUPPORT_NO_STORE,
  SUPPORT_TITLE,
} from '../support-texts.ts';
import { SupportChat } from './support-chat.tsx';
import '../../../ui/button.css';
import './support.css';

export interface SupportTarget {
  /** The store to talk to: the order's when opened from an order, else the one the customer orders from. */
  lojaId?: number | null;
  pedidoId?: number | null;
}

/** The chat in the desktop modal: its header with the close icon around the same screen as the page. */
export function SupportModalScreen({ onClose, ...target }: SupportTarget & { onClose: () => void }) {
  return (
    <>
      <PageHeader title={SUPPORT_TITLE} onClose={onClose} />
      <IonContent className="support-content">
        <SupportScreen {...target} onLeave={onClose} />
      </IonContent>
    </>
  );
}

/** The chat with the right store, or what the customer must do first: log in, or say where they are. */
export function SupportScreen({
  lojaId = null,
  pedidoId = null,
  onLeave,
}: SupportTarget & { onLeave?: () => void }) {
  const user = useCurrentUser();
  const store = useCurrentStore();
  const storeId = lojaId ?? store?.id ?? null;

  if (!user)
    return (
      <div className="support-chat__notice">
        <p>{SUPPORT_LOGIN_TEXT}</p>
        <AppLink to={LOGIN_PATH} className="btn btn--primary" onClick={onLeave}>
          {SUPPORT_LOGIN}
        </AppLink>
      </div>
    );
  if (storeId === null)
    return (
      <div className="support-chat__notice">
        <p>{SUPPORT_NO_STORE}</p>
        <AppLink to="/buscar-endereco" className="btn btn--primary" onClick={onLeave}>
          {SUPPORT_CHOOSE_ADDRESS}
        </AppLink>
      </div>
    );
  return <SupportChat lojaId={storeId} pedidoId={pedidoId} />;
}
