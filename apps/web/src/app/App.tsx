import { IonApp, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect } from 'react';
import { afterFirstScreen, FIRST_SCREEN_WAIT_MS } from '../lib/first-screen-ready.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { prefetchLazyScreensWhenIdle } from './prefetch-lazy-screens.ts';
import { AppProviders } from './providers.tsx';
import { Shell } from './shell/shell.tsx';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '../theme/variables.css';
import '../theme/global.css';

/** A customer who asks the system for less motion gets screens that appear in place, without Ionic's slides. */
const reducedMotion =
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

setupIonicReact({
  mode: 'ios',
  hardwareBackButton: true,
  swipeBackEnabled: true,
  backButtonText: '',
  animated: !reducedMotion,
});

export function App() {
  // the lazy screens' files wait for the first screen's own data and images: on a slow network they would compete
  useEffect(() => afterFirstScreen(() => prefetchLazyScreensWhenIdle(whenIdle), FIRST_SCREEN_WAIT_MS), []);

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
