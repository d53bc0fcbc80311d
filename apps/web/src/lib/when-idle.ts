/** Runs a task once the page has loaded and the browser is idle (or after a short wait where unsupported). */
export function whenIdle(task: () => void): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2500 });
    else setTimeout(task, 1200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
