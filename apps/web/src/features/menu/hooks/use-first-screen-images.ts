import { type RefObject, useEffect } from 'react';
import { markFirstScreenReady } from '../../../lib/first-screen-ready.ts';

/** At most this many images on screen are waited for before the first screen calls itself ready. */
const FIRST_IMAGES = 6;

const inViewport = (image: HTMLImageElement) => {
  const box = image.getBoundingClientRect();
  return box.top < window.innerHeight && box.left < window.innerWidth;
};

function settle(onScreen: readonly HTMLImageElement[]): void {
  const arrivals = onScreen
    .slice(0, FIRST_IMAGES)
    .map((image) => (typeof image.decode === 'function' ? image.decode() : undefined));
  void Promise.allSettled(arrivals).then(markFirstScreenReady);
}

/**
 * Once `shown`, the first screen says it is ready when the images on screen inside `body` have arrived (or failed),
 * so that work which can wait (the lazy screens' prefetch, the overlays) does not compete with them for the network.
 * Which images are on screen the browser tells with its next layout (an IntersectionObserver): measured here, in the
 * effects of the commit that put them in, each box would force a layout of the whole new screen (ADR 0140).
 */
export function useFirstScreenImages(body: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const images = [...(body.current?.querySelectorAll('img') ?? [])];
    if (images.length === 0 || typeof IntersectionObserver !== 'function') {
      settle(images.filter(inViewport));
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      const onScreen = new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target));
      settle(images.filter((image) => onScreen.has(image)));
    });
    for (const image of images) observer.observe(image);
    return () => observer.disconnect();
  }, [body, shown]);
}
