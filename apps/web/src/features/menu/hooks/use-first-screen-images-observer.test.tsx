import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '../../../lib/first-screen-ready.ts';
import { useFirstScreenImages } from './use-first-screen-images.ts';

/** An IntersectionObserver the test reports for, as the browser does after its next layout. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(onScreen: (target: Element) => boolean) {
    this.callback(this.targets.map((target) => ({ target, isIntersecting: onScreen(target) })));
  }
}

function Screen() {
  const body = useRef<HTMLDivElement>(null);
  useFirstScreenImages(body, true);
  return (
    <div ref={body}>
      <img src="/img/banners/festival-de-temaki.svg" alt="Festival" />
      <img src="/img/produtos/dorayaki.svg" alt="Dorayaki" />
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

describe('useFirstScreenImages with an IntersectionObserver', () => {
  it('waits for the images the browser reports on screen, without measuring them itself', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const decoded: string[] = [];
    // jsdom's images have no decode()
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        decoded.push(this.alt);
        return Promise.resolve();
      },
    });
    const later = vi.fn();
    afterFirstScreen(later, 60_000);
    render(<Screen />);
    const observer = FakeObserver.last!;
    expect(observer.targets).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(later).not.toHaveBeenCalled();

    observer.report((target) => (target as HTMLImageElement).alt === 'Festival');
    await waitFor(() => expect(later).toHaveBeenCalledTimes(1));
    expect(decoded).toEqual(['Festival']);
    expect(observer.disconnected).toBe(true);
    expect(measured).not.toHaveBeenCalled();
  });
});
