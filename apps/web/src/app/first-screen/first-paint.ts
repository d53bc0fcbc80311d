/** What the page's inline script is given (server.tsx prints them). */
export interface FirstPaintOptions {
  copyId: string;
  scriptsId: string;
  /** The `elementtiming` name of the copy's largest image. */
  hero: string;
  /** Stored on a returning customer's device (signed in, a store or an address chosen). */
  returningKeys: readonly string[];
  /** The app's scripts start after this at the latest (a slow image, a tab opened in the background). */
  atMostMs: number;
}

/**
 * The inline script of the menu's page (ADR 0140), as a function the server module prints with its options: it must
 * use nothing but its parameter and the browser's globals.
 *
 * For a visitor, the server's copy of the first screen is shown, and the app's scripts are asked for only once its
 * largest image is on screen (Element Timing; where the browser has none, once that image is decoded and two frames
 * have begun), so they do not compete with the first screen for the network and the main thread. A returning
 * customer sees another screen than the brand's default one: the copy is dropped and the app starts at once.
 */
export function firstPaint(options: FirstPaintOptions): void {
  const copy = document.getElementById(options.copyId);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const scripts = document.getElementById(options.scriptsId);
    if (!(scripts instanceof HTMLTemplateElement)) return;
    for (const tag of Array.from(scripts.content.children)) {
      // made anew, not cloned: a script parsed inside a template does not run when moved
      const element = document.createElement(tag.localName);
      for (const attribute of Array.from(tag.attributes))
        element.setAttribute(attribute.name, attribute.value);
      document.head.append(element);
    }
    scripts.remove();
  };
  const startSoon = () => window.setTimeout(start, 0);
  const afterFrames = () => window.requestAnimationFrame(() => window.requestAnimationFrame(startSoon));

  let returning = false;
  try {
    returning = options.returningKeys.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    // no storage to read: nothing was chosen on this device
  }
  if (!copy || returning) {
    copy?.remove();
    start();
    return;
  }
  copy.hidden = false;
  window.setTimeout(start, options.atMostMs);
  const hero = copy.querySelector(`img[elementtiming="${options.hero}"]`);
  if (!(hero instanceof HTMLImageElement)) {
    afterFrames();
    return;
  }
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('element')
  ) {
    const observer = new PerformanceObserver((entries) => {
      if (
        !entries
          .getEntries()
          .some((entry) => (entry as PerformanceEntry & { element?: Element }).element === hero)
      )
        return;
      observer.disconnect();
      startSoon();
    });
    observer.observe({ type: 'element', buffered: true });
    return;
  }
  if (typeof hero.decode === 'function') hero.decode().then(afterFrames, afterFrames);
  else afterFrames();
}
