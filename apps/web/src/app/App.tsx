import { IonApp, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import { prefetchLazyScreens } from './prefetch-lazy-screens.ts';
import { AppProviders } from './providers.tsx';
import { Shell } from './shell/shell.tsx';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '../theme/variables.css';
import '../theme/global.css';

setupIonicReact({ mode: 'ios', hardwareBackButton: true, swipeBackEnabled: true, backButtonText: '' });

export function App() {
  useEffect(() => whenIdle(() => void prefetchLazyScreens()), []);

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
