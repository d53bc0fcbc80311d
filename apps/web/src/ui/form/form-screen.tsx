import { IonContent } from '@ionic/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header.tsx';
import './form.css';

export interface FormScreenProps {
  title: string;
  backTo?: string;
  /** A heading inside the card, when the card says more than the bar's title. */
  heading?: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** A page whose content is one centred card: full width on mobile, at most 480 px (or 720 px wide) on desktop. */
export function FormScreen({ title, backTo, heading, intro, wide, children }: FormScreenProps) {
  return (
    <>
      <PageHeader title={title} {...(backTo === undefined ? {} : { backTo })} />
      <IonContent className="form-screen">
        <div className={wide ? 'form-card form-card--wide' : 'form-card'}>
          {heading && <h2 className="form-card__heading">{heading}</h2>}
          {intro && <div className="form-card__intro">{intro}</div>}
          {children}
        </div>
      </IonContent>
    </>
  );
}
