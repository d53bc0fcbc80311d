import { type RefObject, useEffect } from 'react';
import { markFirstScreenReady } from '../../../lib/first-screen-ready.ts';

/** At most this many images on screen are waited for before the first screen calls itself ready. */
const FIRST_IMAGES = 6;

/**
 * Once `shown`, the first screen says it is ready when the images on screen inside `body` have arrived (or failed),
 * so that work which can wait (the lazy screens' prefetch, the overlays) does not compete with them for the network.
 */
export function useFirstScreenImages(body: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const onScreen = [...(body.current?.querySelectorAll('img') ?? [])].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.top < window.innerHeight && box.left < window.innerWidth;
    });
    const arrivals = onScreen
      .slice(0, FIRST_IMAGES)
      .map((image) => (typeof image.decode === 'function' ? image.decode() : undefined));
    void Promise.allSettled(arrivals).then(markFirstScreenReady);
  }, [body, shown]);
}
