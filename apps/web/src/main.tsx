import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/zod-without-eval.ts';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A transition lets React build the first screen in slices, yielding to the browser between them, instead of one
// long task that holds every tap and paint until the whole tree is ready (ADR 0140).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
