import { IonContent } from '@ionic/react';

/** A screen whose code is still on its way: a spinner, said to screen readers once. */
export function PageLoading() {
  return (
    <IonContent>
      <div className="page-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Carregando…</span>
      </div>
    </IonContent>
  );
}
