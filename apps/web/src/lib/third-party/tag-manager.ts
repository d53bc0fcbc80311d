import type { ThirdPartyTags } from '@comanda/contract';
import { pushEvent } from '../data-layer.ts';
import { loadScript } from './script-loader.ts';

let started = false;

/**
 * The brand's tag manager container. It reads `window.dataLayer`, which the app has filled since the page opened
 * (page views, user id, ecommerce and error-toast events), so nothing measured before consent is lost.
 */
export function loadTagManager(tag: NonNullable<ThirdPartyTags['tagManager']>): Promise<void> {
  // the start event Google Tag Manager's own snippet pushes before its script
  if (!started) pushEvent({ event: 'gtm.js', 'gtm.start': Date.now() });
  started = true;
  return loadScript(tag.url);
}
