import { setThirdPartyConsent, thirdPartyConsent } from './consent-gate.ts';
import { loadScript } from './script-loader.ts';
import { loadSupportWidget, removeSupportWidget } from './support-widget.ts';
import { loadTagManager } from './tag-manager.ts';
import { thirdPartyTags } from './third-party-tags.ts';

/**
 * The shell's third parties (§2 Root shell): the tag manager, the fraud fingerprint and the support widget the brand
 * configured (GET /api/tag), only once the customer accepted cookies — before that, not even the question is asked.
 * What fails to load is a console warning; the app works without them.
 */
export async function loadThirdParties(): Promise<void> {
  if (!(await thirdPartyConsent())) return;
  try {
    const tags = await thirdPartyTags();
    const loads: Promise<unknown>[] = [];
    if (tags.tagManager) loads.push(loadTagManager(tags.tagManager));
    if (tags.fraudFingerprint) loads.push(loadScript(tags.fraudFingerprint.url));
    if (tags.supportWidget) loads.push(loadSupportWidget());
    for (const result of await Promise.allSettled(loads))
      if (result.status === 'rejected') console.warn('Script de terceiros não carregado', result.reason);
  } catch (error) {
    console.warn('Scripts de terceiros indisponíveis', error);
  }
}

/**
 * The shell's report of the cookie banner's answer, at start and on every change: OK loads the scripts; consent
 * withdrawn (from another tab) takes the chat widget away, and the rest goes with the next page load.
 */
export function applyCookieConsent(accepted: boolean): void {
  setThirdPartyConsent(accepted);
  if (accepted) void loadThirdParties();
  else removeSupportWidget();
}
