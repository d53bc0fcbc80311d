type Listener = () => void;

/** How long work that waits for the first screen waits for one that never says it is ready (another screen). */
export const FIRST_SCREEN_WAIT_MS = 5000;
const listeners = new Set<Listener>();
let ready = false;

/** The home screen says its content is on screen (with its images asked for): work that can wait may start. */
export function markFirstScreenReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/**
 * Runs `task` once the first screen is ready, or after `atMostMs` when the app opened on a screen that never says
 * so; once either way.
 */
export function afterFirstScreen(task: () => void, atMostMs: number): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    task();
  };
  const timer = setTimeout(run, atMostMs);
  if (ready) run();
  else listeners.add(run);
}
