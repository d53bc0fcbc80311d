const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script async src>` to the page once per address; resolves when it has run. A script that fails to load is
 * taken out again, so a later call tries anew.
 */
export function loadScript(src: string, id?: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (id) script.id = id;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`script not loaded: ${src}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loading.set(src, load);
  return load;
}

/** Takes a script added by loadScript out of the page (what it already set up stays until the next load). */
export function removeScript(src: string): void {
  loading.delete(src);
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]'))
    if (script.src === src) script.remove();
}
