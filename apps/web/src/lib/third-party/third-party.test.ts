import type { ThirdPartyTags } from '@comanda/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const NONE: ThirdPartyTags = { tagManager: null, fraudFingerprint: null, supportWidget: null };
const ALL: ThirdPartyTags = {
  tagManager: { url: 'https://tags.example/gtm.js?id=GTM-HANAMI1' },
  fraudFingerprint: { url: 'https://fp.example/device.js' },
  supportWidget: {
    provider: 'zendesk',
    key: 'abc-123-key',
    url: 'https://static.zdassets.com/ekr/snippet.js',
  },
};
const WIDGET_SRC = 'https://static.zdassets.com/ekr/snippet.js?key=abc-123-key';

let fetchMock: ReturnType<typeof vi.fn>;
let zE: ReturnType<typeof vi.fn<(...args: unknown[]) => unknown>>;

function answerTags(tags: ThirdPartyTags) {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'success', data: tags })));
  vi.stubGlobal('fetch', fetchMock);
}

const scriptSources = () => [...document.querySelectorAll('script')].map((script) => script.src);

/** jsdom fetches no script: this plays the browser, running each added script (the Zendesk snippet defines zE). */
function runScriptsAsAdded() {
  const observer = new MutationObserver(() => {
    for (const script of document.querySelectorAll<HTMLScriptElement>('script:not([data-ran])')) {
      script.dataset.ran = '';
      if (script.id === 'ze-snippet') window.zE = zE;
      script.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
  return observer;
}

async function freshModules() {
  vi.resetModules();
  const gate = await import('./consent-gate.ts');
  const loader = await import('./load-third-parties.ts');
  const widget = await import('./support-widget.ts');
  const overlays = await import('../overlay-demand.ts');
  return { ...gate, ...loader, ...widget, ...overlays };
}

let observer: MutationObserver;
beforeEach(() => {
  zE = vi.fn<(...args: unknown[]) => unknown>();
  observer = runScriptsAsAdded();
});
afterEach(() => {
  observer.disconnect();
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.zE;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('third-party scripts before the cookie banner’s OK', () => {
  it('ask nothing and add no script while consent is refused', async () => {
    answerTags(ALL);
    const m = await freshModules();
    m.setThirdPartyConsent(false);
    await m.loadThirdParties();
    expect(await m.loadSupportWidget()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('wait for the shell to tell the answer, loading its overlays at once', async () => {
    answerTags(ALL);
    const m = await freshModules();
    const overlaysAsked = vi.fn();
    m.onOverlaysRequested(overlaysAsked);
    const widget = m.loadSupportWidget();
    await Promise.resolve();
    expect(overlaysAsked).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    m.setThirdPartyConsent(true);
    expect(await widget).toBe(true);
  });
});

describe('third-party scripts after the cookie banner’s OK', () => {
  it('ask GET /api/tag and load the tag manager, the fraud fingerprint and the hidden support widget', async () => {
    answerTags(ALL);
    const m = await freshModules();
    m.setThirdPartyConsent(true);
    await m.loadThirdParties();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/tag');
    expect(scriptSources()).toEqual([ALL.tagManager?.url, ALL.fraudFingerprint?.url, WIDGET_SRC]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    // the app's 'Fale conosco' is the launcher
    expect(zE).toHaveBeenCalledWith('messenger', 'hide');
    expect(await m.loadSupportWidget()).toBe(true);
    expect(scriptSources()).toHaveLength(3);
  });

  it('load nothing when the brand configured none', async () => {
    answerTags(NONE);
    const m = await freshModules();
    m.setThirdPartyConsent(true);
    await m.loadThirdParties();
    expect(await m.loadSupportWidget()).toBe(false);
    expect(scriptSources()).toEqual([]);
  });

  it('open the widget shown and opened, from the app’s own button', async () => {
    answerTags(ALL);
    const m = await freshModules();
    m.setThirdPartyConsent(true);
    expect(await m.loadSupportWidget()).toBe(true);
    zE.mockClear();
    m.openSupportWidget();
    expect(zE.mock.calls).toEqual([
      ['messenger', 'show'],
      ['messenger', 'open'],
    ]);
  });

  it('only warn on the console when a script cannot load or the widget cannot be removed (§8)', async () => {
    answerTags(ALL);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    observer.disconnect();
    observer = new MutationObserver(() => {
      for (const script of document.querySelectorAll('script')) script.dispatchEvent(new Event('error'));
    });
    observer.observe(document.head, { childList: true });
    const m = await freshModules();
    m.setThirdPartyConsent(true);
    await m.loadThirdParties();
    expect(await m.loadSupportWidget()).toBe(false);
    expect(scriptSources()).toEqual([]);
    expect(warn).toHaveBeenCalled();

    observer.disconnect();
    observer = runScriptsAsAdded();
    expect(await m.loadSupportWidget()).toBe(true);
    delete window.zE;
    warn.mockClear();
    expect(() => m.removeSupportWidget()).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Widget de suporte indisponível', expect.any(Error));
    expect(scriptSources()).not.toContain(WIDGET_SRC);
  });
});
