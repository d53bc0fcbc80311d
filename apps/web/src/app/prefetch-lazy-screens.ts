/** The meta tag in which the build names the lazy screens' files (build-plugins/lazy-chunk-hints.ts). */
export const LAZY_CHUNKS_META = 'comanda-lazy-chunks';

/** How many files one idle moment asks for: each link costs the main thread its request's start (ADR 0140). */
export const PREFETCH_STEP = 6;

/**
 * §9 "all lazy routes preloaded": once the first screen is idle, the browser prefetches every lazy screen's files
 * into its cache, at the lowest priority and without running (or even compiling) any of them, so opening a screen
 * later needs no network and the first screen's main thread is left alone (ADR 0140). Asks for at most `atMost`
 * files not asked for yet and answers how many; each file only once.
 */
export function prefetchLazyScreens(doc: Document = document, atMost = Number.POSITIVE_INFINITY): number {
  const files =
    doc.querySelector(`meta[name="${LAZY_CHUNKS_META}"]`)?.getAttribute('content')?.split(/\s+/) ?? [];
  const links = doc.createDocumentFragment();
  for (const href of files) {
    if (links.childNodes.length >= atMost) break;
    if (!href || doc.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    links.append(link);
  }
  const asked = links.childNodes.length;
  doc.head.append(links);
  return asked;
}

/**
 * Every lazy screen's files, `PREFETCH_STEP` at a time, each step in an idle moment of its own: asked for at once,
 * the forty-odd links were one long task on a phone's CPU.
 */
export function prefetchLazyScreensWhenIdle(whenIdle: (task: () => void) => void): void {
  const step = () => {
    if (prefetchLazyScreens(document, PREFETCH_STEP) > 0) whenIdle(step);
  };
  whenIdle(step);
}
