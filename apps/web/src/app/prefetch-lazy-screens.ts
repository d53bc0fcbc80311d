/** The meta tag in which the build names the lazy screens' files (build-plugins/lazy-chunk-hints.ts). */
export const LAZY_CHUNKS_META = 'comanda-lazy-chunks';

/**
 * §9 "all lazy routes preloaded": once the first screen is idle, the browser prefetches every lazy screen's files
 * into its cache, at the lowest priority and without running (or even compiling) any of them, so opening a screen
 * later needs no network and the first screen's main thread is left alone (ADR 0140). Answers how many files were
 * asked for; each only once.
 */
export function prefetchLazyScreens(doc: Document = document): number {
  const files =
    doc.querySelector(`meta[name="${LAZY_CHUNKS_META}"]`)?.getAttribute('content')?.split(/\s+/) ?? [];
  const links = doc.createDocumentFragment();
  for (const href of files) {
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
