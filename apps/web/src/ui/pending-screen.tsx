import { IonContent } from '@ionic/react';
import { AppLink } from './app-link.tsx';
import { PageHeader } from './page-header.tsx';
import { BACK_TO_MENU_LABEL, SEE_MENU_LABEL } from './texts.ts';
import './button.css';
import './pending-screen.css';

export interface PendingScreenProps {
  title: string;
  backTo?: string;
  onClose?: () => void;
}

/** A screen whose content belongs to a later delivery: real header and navigation, honest body. */
export function PendingScreen({ title, backTo, onClose }: PendingScreenProps) {
  return (
    <>
      <PageHeader
        title={title}
        {...(backTo === undefined ? {} : { backTo })}
        {...(onClose ? { onClose } : {})}
      />
      <IonContent className="pending-screen">
        <section className="pending-screen__card" aria-labelledby="pending-screen-status">
          <div className="pending-screen__mark" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <p id="pending-screen-status" className="pending-screen__status">
            Em construção
          </p>
          <p className="pending-screen__text">
            Esta tela ainda está sendo preparada. Enquanto isso, que tal escolher algo gostoso no cardápio?
          </p>
          {onClose ? (
            <button type="button" className="btn btn--primary" onClick={onClose}>
              {BACK_TO_MENU_LABEL}
            </button>
          ) : (
            <AppLink to="/tabs/cardapio" direction="root" className="btn btn--primary">
              {SEE_MENU_LABEL}
            </AppLink>
          )}
        </section>
      </IonContent>
    </>
  );
}
