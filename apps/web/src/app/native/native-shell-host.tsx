import { Capacitor } from '@capacitor/core';
import { useIonRouter } from '@ionic/react';
import { useEffect, useRef } from 'react';

/** In the native app only, runs its shell (native-shell.ts, a chunk of its own); on the web it does nothing. */
export function NativeShellHost() {
  const router = useIonRouter();
  const routerRef = useRef(router);
  routerRef.current = router;

  useEffect(() => {
    if (!Capacitor.isNativePlatform()) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./native-shell.ts').then(({ startNativeShell }) => {
      if (cancelled) return;
      stop = startNativeShell({
        push: (path) => routerRef.current.push(path, 'forward', 'push'),
        canGoBack: () => routerRef.current.canGoBack(),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
