import { IonContent } from '@ionic/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../../../ui/button.css';
import './loyalty.css';

/** The frame of the club's reading screens: the header with back to the club, and a readable column. */
export function InfoPage({
  title,
  children,
  readOnly = false,
}: {
  title: string;
  children: ReactNode;
  /** Nothing in it takes the focus: the text itself does, so the keyboard can scroll it (axe scrollable-region-focusable). */
  readOnly?: boolean;
}) {
  return (
    <>
      <PageHeader title={title} backTo="/tabs/shinguru" />
      <IonContent className="loyalty-content">
        {readOnly ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a text taller than the screen must be reachable to scroll by keyboard
          <section className="loyalty-reading" aria-label={title} tabIndex={0}>
            {children}
          </section>
        ) : (
          <div className="loyalty-reading">{children}</div>
        )}
      </IonContent>
    </>
  );
}
