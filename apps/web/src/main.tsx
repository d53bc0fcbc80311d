import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/zod-without-eval.ts';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import './app/first-screen/first-screen-copy.css';
import { dropFirstScreenCopy } from './features/menu/index.ts';
import { afterFirstScreen, FIRST_SCREEN_WAIT_MS } from './lib/first-screen-ready.ts';

const client = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A transition lets React build the first screen in slices, yielding to the browser between them, instead of one
// long task that holds every tap and paint until the whole tree is ready (ADR 0140).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
});

// the server's copy of the menu's first screen leaves with the menu's first render; here, if the app opened elsewhere
afterFirstScreen(() => dropFirstScreenCopy(), FIRST_SCREEN_WAIT_MS);
