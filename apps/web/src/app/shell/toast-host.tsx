import { useIonToast } from '@ionic/react';
import { alertCircleOutline, checkmarkCircleOutline, informationCircleOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { registerToastPresenter, type ToastKind } from '../../lib/toast.ts';

const LOOK: Record<ToastKind, { color: string; icon: string }> = {
  success: { color: 'success', icon: checkmarkCircleOutline },
  error: { color: 'danger', icon: alertCircleOutline },
  info: { color: 'dark', icon: informationCircleOutline },
};

export function ToastHost() {
  const [present] = useIonToast();
  useEffect(
    () =>
      registerToastPresenter(({ message, kind, duration }) => {
        void present({
          message,
          duration,
          color: LOOK[kind].color,
          icon: LOOK[kind].icon,
          position: 'top',
          cssClass: 'app-toast',
          swipeGesture: 'vertical',
        });
      }),
    [present],
  );
  return null;
}
