import alertCircleOutline from 'ionicon:alertCircleOutline';
import checkmarkCircleOutline from 'ionicon:checkmarkCircleOutline';
import informationCircleOutline from 'ionicon:informationCircleOutline';
import { toastController } from '@ionic/core/components';
import { defineCustomElement as defineToast } from '@ionic/core/components/ion-toast.js';
import { useEffect } from 'react';
import { registerToastPresenter, type ToastKind } from '../../lib/toast.ts';
import { toastAnchor } from './toast-anchor.ts';

const LOOK: Record<ToastKind, { color: string; icon: string }> = {
  success: { color: 'success', icon: checkmarkCircleOutline },
  error: { color: 'danger', icon: alertCircleOutline },
  info: { color: 'dark', icon: informationCircleOutline },
};

/** Shows the toast service's messages with Ionic's toast, created through its controller. */
export function ToastHost() {
  useEffect(() => {
    defineToast();
    return registerToastPresenter(({ message, kind, duration }) => {
      void toastController
        .create({
          message,
          duration,
          color: LOOK[kind].color,
          icon: LOOK[kind].icon,
          position: 'top',
          // below the screen's header or the top bar: a toast never covers a title, the back button or navigation
          positionAnchor: toastAnchor(),
          cssClass: 'app-toast',
          swipeGesture: 'vertical',
        })
        .then((toast) => toast.present());
    });
  }, []);
  return null;
}
