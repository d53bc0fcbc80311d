import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { startTimespan } from 'lighthouse';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import { bagTotal, call, makeCustomer, OPEN_STORE, orderBody } from './fixtures.ts';
import { waitFor } from './http-bench.ts';
import { startAppServer, stop, withBag } from './lighthouse-bench.ts';

/** Tap → the next screen's heading on screen, on a warm app: the budget of every step of the journey. */
export const INTERACTION_BUDGET_MS = 300;

const PORT = 3315;
const PREFIX = 'hanami-';

type Viewport = 'mobile' | 'desktop';

const VIEWPORTS: Record<Viewport, Parameters<Page['setViewport']>[0]> = {
  mobile: { width: 390, height: 844, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800 },
};

export interface InteractionResult {
  name: string;
  viewport: Viewport;
  /** Milliseconds from the tap to the first frame showing the next screen's heading, one per run. */
  runs: number[];
  median: number;
  /** Lighthouse (a timespan around one more tap): interaction to next paint, and its audit's score. */
  inpMs: number;
  inpScore: number | null;
}

/** One tap: the time to the next screen's heading, and Lighthouse's reading of it when audited. */
interface Tapped {
  ms: number;
  inpMs?: number;
  inpScore?: number | null;
}

interface Step {
  name: string;
  /** Where the app is opened before the tap. */
  path: (viewport: Viewport) => string;
  storage: Record<string, string>;
  /** A tap made first, not measured: where the screen is a modal opened from another (desktop). */
  before?: (viewport: Viewport) => { tap: RegExp; heading: string } | null;
  /** The accessible text of the button tapped. */
  tap: (viewport: Viewport) => RegExp;
  /** The heading of the screen the tap opens. */
  heading: string;
}

/**
 * Waits on the page for a pointerdown, then for the first animation frame in which a heading reading `heading`
 * is inside the viewport and not hidden (display, visibility, opacity of it or its ancestors); answers the time
 * between the two, taken after that frame was produced.
 */
function watchNextScreen(heading: string): Promise<number> {
  return new Promise((resolve) => {
    let tappedAt: number | null = null;
    addEventListener('pointerdown', (event) => (tappedAt ??= event.timeStamp), { capture: true, once: true });
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.right > 0 &&
        box.left < innerWidth &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const frame = () => {
      const found =
        tappedAt !== null &&
        [...document.querySelectorAll('h1, h2, [role="heading"]')].some(
          (element) => element.textContent?.trim() === heading && shown(element),
        );
      if (!found) {
        requestAnimationFrame(frame);
        return;
      }
      // after the frame that drew it: a message queued from the frame's callbacks runs once it was painted
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - (tappedAt ?? 0));
      requestAnimationFrame(() => channel.port2.postMessage(null));
    };
    requestAnimationFrame(frame);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Once the app has settled, taps the button whose text matches `pattern`; answers the time to `heading`. */
async function tapAndWatch(
  page: Page,
  pattern: RegExp,
  heading: string,
  viewport: Viewport,
  name: string,
  audited = false,
): Promise<Tapped> {
  const button = await page
    .waitForFunction(
      (source: string) =>
        [...document.querySelectorAll<HTMLElement>('button, a, [role="button"], ion-tab-button')].find(
          (element) =>
            new RegExp(source).test(
              (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
            ) &&
            element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            element.getBoundingClientRect().width > 0,
        ),
      { timeout: 30_000 },
      pattern.source,
    )
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('button, a, ion-tab-button')]
          .map((e) => `${e.getAttribute('aria-label') ?? ''}|${e.textContent?.trim() ?? ''}`)
          .join('\n'),
      );
      throw new Error(`${name} (${viewport}): nothing to tap matches ${pattern} at ${page.url()}\n${shown}`, {
        cause: error,
      });
    });
  // a warm app: what the screen loads after its first paint has arrived, and the main thread is idle
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // tsx names the functions it compiles with a helper the page does not have
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  // Lighthouse's timespan around the tap, for its interaction audits (no throttling: this machine's own speed)
  const timespan = audited
    ? await startTimespan(page as never, {
        flags: {
          formFactor: viewport,
          screenEmulation: { disabled: true },
          throttlingMethod: 'provided',
          onlyCategories: ['performance'],
          logLevel: 'error',
        },
      })
    : null;
  const watching = page.evaluate(watchNextScreen, heading);
  // awaited below, after the tap: a failure meanwhile must not end the process before the server is stopped
  watching.catch(() => {});
  const element = button.asElement() as ElementHandle<Element>;
  if (viewport === 'mobile') await element.tap();
  else await element.click();
  const ms = Math.round(await watching);
  if (!timespan) return { ms };
  // the interaction's next paint and the work that followed it
  await new Promise((resolve) => setTimeout(resolve, 500));
  const audits = (await timespan.endTimespan())?.lhr.audits;
  return {
    ms,
    inpMs: Math.round(audits?.['interaction-to-next-paint']?.numericValue ?? Number.NaN),
    inpScore: audits?.['interaction-to-next-paint']?.score ?? null,
  };
}

/** The app opened as a customer would find it, left to settle, then one tap and the time to the next screen. */
async function measure(
  browser: Browser,
  base: string,
  step: Step,
  viewport: Viewport,
  audited = false,
): Promise<Tapped> {
  const page = await browser.newPage();
  try {
    await page.setViewport(VIEWPORTS[viewport]);
    await page.goto(`${base}/api/health`);
    await page.evaluate((entries: Record<string, string>) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, step.storage);
    await page.goto(`${base}${step.path(viewport)}`, { waitUntil: 'networkidle2', timeout: 60_000 });
    const first = step.before?.(viewport);
    if (first) await tapAndWatch(page, first.tap, first.heading, viewport, step.name);
    return await tapAndWatch(page, step.tap(viewport), step.heading, viewport, step.name, audited);
  } finally {
    await page.close();
  }
}

/**
 * The journey's slow taps of old, each `runs` times on both viewports, in Debian's Chromium against the production
 * build on a fresh data directory: menu → bag, bag → checkout, order → 'Pedir de novo' → bag, a visitor's guarded
 * tab → login. apps/web/dist must be built first.
 */
export async function benchInteractions(runs = 5): Promise<InteractionResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-bench-interactions-'));
  // sign-ups and logins from one address, many times over
  const server = startAppServer(PORT, dir, { AUTH_RATE_LIMIT_MAX: '1000', AUTH_CODE_SENDS_PER_HOUR: '1000' });
  const base = `http://127.0.0.1:${PORT}`;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    await waitFor(`${base}/api/health`);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const steps = await journey(browser, base);
    const results: InteractionResult[] = [];
    for (const viewport of ['mobile', 'desktop'] as const)
      for (const step of steps) {
        // one visit first, not measured: the server's first answers of a path are cold
        await measure(browser, base, step, viewport);
        const times: number[] = [];
        for (let run = 0; run < runs; run++) times.push((await measure(browser, base, step, viewport)).ms);
        const audited = await measure(browser, base, step, viewport, true);
        results.push({
          name: step.name,
          viewport,
          runs: times,
          median: median(times),
          inpMs: audited.inpMs ?? Number.NaN,
          inpScore: audited.inpScore ?? null,
        });
      }
    await browser.disconnect();
    return results;
  } finally {
    chrome.kill();
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A customer with an address, a bag and one delivered order, and the steps measured with them. */
async function journey(browser: Browser, base: string): Promise<Step[]> {
  const customer = await makeCustomer(base, 0);
  const auth = { authorization: `Bearer ${customer.jwt}` };
  const order = await call<{ id: number }>(base, 'POST', '/api/pedido', {
    headers: { ...auth, 'idempotency-key': `bench-interactions-${Date.now()}` },
    body: orderBody(customer.addressId, await bagTotal(base)),
    expect: 201,
  });
  const [address] = await call<Array<{ id: number }>>(base, 'GET', '/api/endereco_pedido', { headers: auth });
  const store = { id: OPEN_STORE, nome: 'Hanami Sushi Asa Norte', tempoEntrega: 40 };
  const visitor = { [`${PREFIX}aceitaCookies`]: 'true' };
  const withAddress = {
    ...visitor,
    [`${PREFIX}loja`]: JSON.stringify(store),
    [`${PREFIX}endereco`]: JSON.stringify(address),
    [`${PREFIX}usuario`]: JSON.stringify(customer.session),
  };
  const bag = await withBag(browser, base, withAddress);
  return [
    {
      name: 'menu → bag',
      path: () => '/tabs/cardapio',
      storage: bag,
      tap: (viewport) => (viewport === 'mobile' ? /Ver sacola/ : /^Sacola$/),
      heading: 'Sacola',
    },
    {
      name: 'bag → checkout',
      // the bag is a page on a phone, a modal over the menu on a desktop
      path: (viewport) => (viewport === 'mobile' ? '/sacola' : '/tabs/cardapio'),
      before: (viewport) => (viewport === 'desktop' ? { tap: /^Sacola$/, heading: 'Sacola' } : null),
      storage: bag,
      tap: () => /^Finalizar pedido$/,
      heading: 'Finalizar pedido',
    },
    {
      name: "order → 'Pedir de novo' → bag",
      path: () => `/tabs/detalhes-pedido?pedidoId=${order.id}`,
      storage: withAddress,
      tap: () => /^Pedir de novo$/,
      heading: 'Sacola',
    },
    {
      name: "visitor's orders tab → login",
      path: () => '/tabs/cardapio',
      storage: visitor,
      tap: () => /^Pedidos$/,
      heading: 'Entrar',
    },
  ];
}
