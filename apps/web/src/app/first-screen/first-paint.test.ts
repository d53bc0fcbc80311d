import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FirstPaintOptions, firstPaint } from './first-paint.ts';
import { script } from './server.tsx';

const options: FirstPaintOptions = {
  copyId: 'copia',
  scriptsId: 'scripts',
  hero: 'primeira-tela',
  returningKeys: ['hanami-usuario', 'hanami-loja'],
  atMostMs: 1000,
};

/** The menu's page as the server sends it: the copy (with its largest image), the app's scripts in a template. */
function page({ hero = true }: { hero?: boolean } = {}) {
  document.head.replaceChildren();
  document.body.innerHTML =
    '<div id="root"></div>' +
    `<div id="copia" hidden inert><h1>Cardápio</h1>${hero ? '<img src="/kit.svg" elementtiming="primeira-tela">' : ''}</div>` +
    '<template id="scripts"><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-2.js"></template>';
}

const copy = () => document.getElementById('copia');
/** The app's script tags started in the head, as markup. */
const started = () => [...document.head.children].map((element) => element.outerHTML);
const STARTED = [
  '<script type="module" crossorigin="" src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin="" href="/assets/react-2.js">',
];

/** Runs every frame callback asked for so far (one frame). */
let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const now = frames;
  frames = [];
  for (const callback of now) callback(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the menu page's inline script", () => {
  it("shows a visitor the copy and starts the app's scripts only after its largest image is decoded and painted", async () => {
    page();
    let decode: () => void = () => undefined;
    const hero = document.querySelector('img') as HTMLImageElement;
    hero.decode = () => new Promise<void>((resolve) => (decode = resolve));
    firstPaint(options);
    expect(copy()?.hidden).toBe(false);
    expect(started()).toEqual([]);
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toEqual([]);

    decode();
    await vi.advanceTimersByTimeAsync(0);
    nextFrame(); // the frame that paints it
    nextFrame(); // the next one has begun
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toEqual(STARTED);
    // once: the template is gone, and the fallback adds nothing
    expect(document.getElementById('scripts')).toBeNull();
    await vi.advanceTimersByTimeAsync(options.atMostMs);
    expect(started()).toEqual(STARTED);
  });

  it('waits for the Element Timing entry of that image, where the browser has it', async () => {
    page();
    let report: ((entries: { getEntries: () => unknown[] }) => void) | undefined;
    const observe = vi.fn();
    class Observer {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = observe;
      disconnect = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    firstPaint(options);
    expect(observe).toHaveBeenCalledWith({ type: 'element', buffered: true });
    report?.({ getEntries: () => [{ element: document.createElement('img') }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toEqual([]);
    report?.({ getEntries: () => [{ element: document.querySelector('img') }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toEqual(STARTED);
  });

  it('starts them after two frames when the copy has no image to wait for', async () => {
    page({ hero: false });
    firstPaint(options);
    nextFrame();
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toEqual(STARTED);
  });

  it('starts them after atMostMs when no paint comes (a tab opened in the background)', async () => {
    page();
    (document.querySelector('img') as HTMLImageElement).decode = () => new Promise(() => undefined);
    firstPaint(options);
    await vi.advanceTimersByTimeAsync(options.atMostMs - 1);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toEqual(STARTED);
  });

  it.each(['hanami-usuario', 'hanami-loja'])(
    'drops the copy and starts the app at once for a returning customer (%s stored)',
    (key) => {
      page();
      localStorage.setItem(key, '{}');
      firstPaint(options);
      expect(copy()).toBeNull();
      expect(started()).toEqual(STARTED);
    },
  );

  it('runs as the server prints it: nothing but its options and the browser', () => {
    document.head.replaceChildren();
    document.body.innerHTML =
      '<div id="comanda-primeira-tela-copia" hidden></div><template id="comanda-scripts">' +
      '<script type="module" src="/assets/index-1.js"></script></template>';
    localStorage.setItem('hanami-endereco', '{}');
    new Function(script)();
    expect(document.getElementById('comanda-primeira-tela-copia')).toBeNull();
    expect(started()).toEqual(['<script type="module" src="/assets/index-1.js"></script>']);
  });
});
