import { thirdPartyConsent } from './consent-gate.ts';
import { loadScript, removeScript } from './script-loader.ts';
import { thirdPartyTags } from './third-party-tags.ts';

/** Zendesk's messaging Web Widget API (`zE`), defined by its snippet. */
type ZendeskApi = (...args: unknown[]) => unknown;

declare global {
  interface Window {
    zE?: ZendeskApi;
  }
}

const WIDGET_UNAVAILABLE = 'Widget de suporte indisponível';

let widget: Promise<boolean> | null = null;
let widgetSrc: string | null = null;

async function loadWidget(): Promise<boolean> {
  if (!(await thirdPartyConsent())) return false;
  const { supportWidget } = await thirdPartyTags();
  if (!supportWidget) return false;
  const src = new URL(supportWidget.url);
  src.searchParams.set('key', supportWidget.key);
  widgetSrc = src.href;
  // Zendesk's snippet finds itself by this id
  await loadScript(widgetSrc, 'ze-snippet');
  const zE = window.zE;
  if (!zE) throw new Error('zE not defined by the snippet');
  // the app draws its own 'Fale conosco' button: Zendesk's launcher stays hidden, and hides again on close
  zE('messenger', 'hide');
  zE('messenger:on', 'close', () => window.zE?.('messenger', 'hide'));
  return true;
}

/**
 * Loads the brand's support chat widget (Zendesk messaging) once. True when one is configured, the customer
 * accepted cookies and its script has loaded; false otherwise (a failure is only a console warning).
 */
export function loadSupportWidget(): Promise<boolean> {
  widget ??= loadWidget()
    .catch((error: unknown) => {
      console.warn(WIDGET_UNAVAILABLE, error);
      return false;
    })
    .then((loaded) => {
      if (!loaded) widget = null;
      return loaded;
    });
  return widget;
}

/** Shows the widget opened, from the app's own 'Fale conosco' button (after loadSupportWidget resolved true). */
export function openSupportWidget(): void {
  const zE = window.zE;
  if (!zE) {
    console.warn(WIDGET_UNAVAILABLE);
    return;
  }
  zE('messenger', 'show');
  zE('messenger', 'open');
}

/** Takes the widget away (consent withdrawn); if it cannot be reached, a console warning only (§8). */
export function removeSupportWidget(): void {
  if (!widgetSrc) return;
  try {
    if (!window.zE) throw new Error('zE not defined');
    window.zE('messenger', 'close');
    window.zE('messenger', 'hide');
  } catch (error) {
    console.warn(WIDGET_UNAVAILABLE, error);
  }
  removeScript(widgetSrc);
  widget = null;
  widgetSrc = null;
}
