import { IonApp, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstScreen, FIRST_SCREEN_WAIT_MS } from '../lib/first-screen-ready.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { prefetchLazyScreensWhenIdle } from './prefetch-lazy-screens.ts';
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

export function App({ client }: { client: QueryClient }) {
  // the lazy screens' files wait for the first screen's own data and images: on a slow network they would compete
  useEffect(() => afterFirstScreen(() => prefetchLazyScreensWhenIdle(whenIdle), FIRST_SCREEN_WAIT_MS), []);

  return (
    <QueryClientProvider client={client}>
      <IonApp>
        <IonReactRouter>
          <Shell />
        </IonReactRouter>
      </IonApp>
    </QueryClientProvider>
  );
}
