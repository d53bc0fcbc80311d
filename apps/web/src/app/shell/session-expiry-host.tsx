import { alertController } from '@ionic/core/components';
import { defineCustomElement as defineAlert } from '@ionic/core/components/ion-alert.js';
import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { acknowledgeSessionExpired, LOGIN_PATH, onSessionExpired } from '../../features/auth/index.ts';
import { SESSION_EXPIRED_TITLE } from '../../lib/texts.ts';

export const SESSION_EXPIRED_HEADER = SESSION_EXPIRED_TITLE;
export const SESSION_EXPIRED_MESSAGE = 'Faça login novamente para renovar sua sessão.';

/** §4 Session: after a 401 the data is already cleared; send the user to login and explain why. */
export function SessionExpiryHost() {
  const router = useIonRouter();
  useEffect(() => {
    defineAlert();
    return onSessionExpired(() => {
      router.push(LOGIN_PATH, 'root', 'replace');
      void alertController
        .create({
          header: SESSION_EXPIRED_HEADER,
          message: SESSION_EXPIRED_MESSAGE,
          buttons: ['OK'],
          backdropDismiss: false,
        })
        .then(async (alert) => {
          await alert.present();
          await alert.onDidDismiss();
          acknowledgeSessionExpired();
        });
    });
  }, [router]);
  return null;
}
