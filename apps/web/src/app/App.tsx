import { IonApp, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect } from 'react';
import { AppProviders } from './providers.tsx';
import { preloadLazyRoutes } from './routes.tsx';
import { Shell } from './shell/shell.tsx';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/display.css';
import '../theme/variables.css';
import '../theme/global.css';

setupIonicReact({ mode: 'ios', hardwareBackButton: true, swipeBackEnabled: true, backButtonText: '' });

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1500);
}

export function App() {
  useEffect(() => {
    const start = () => whenIdle(() => void preloadLazyRoutes());
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, []);

  return (
    <AppProviders>
      <IonApp>
        <IonReactRouter>
          <Shell />
        </IonReactRouter>
      </IonApp>
    </AppProviders>
  );
}
