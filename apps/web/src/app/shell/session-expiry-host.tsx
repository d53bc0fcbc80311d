import { useIonAlert, useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { acknowledgeSessionExpired, onSessionExpired } from '../../lib/session.ts';
import { LOGIN_PATH } from '../guards.ts';

export const SESSION_EXPIRED_HEADER = 'Sessão expirada';
export const SESSION_EXPIRED_MESSAGE = 'Faça login novamente para renovar sua sessão.';

/** §4 Session: after a 401 the data is already cleared; send the user to login and explain why. */
export function SessionExpiryHost() {
  const [presentAlert] = useIonAlert();
  const router = useIonRouter();
  useEffect(
    () =>
      onSessionExpired(() => {
        router.push(LOGIN_PATH, 'root', 'replace');
        void presentAlert({
          header: SESSION_EXPIRED_HEADER,
          message: SESSION_EXPIRED_MESSAGE,
          buttons: ['OK'],
          backdropDismiss: false,
          onDidDismiss: acknowledgeSessionExpired,
        });
      }),
    [presentAlert, router],
  );
  return null;
}
