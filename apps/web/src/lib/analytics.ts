import { type DataLayerEvent, pushEvent } from './data-layer.ts';
import { string } from './schema.ts';
import { defineStoredKey } from './storage.ts';

export { type DataLayerEvent, pushEvent };

/**
 * `canal-compra` (§3): the channel the customer came through. Only the page view reads it, so the data layer
 * owns it; the checkout will set it when that screen lands.
 */
export const purchaseChannelKey = defineStoredKey('canal-compra', string);

/** Orders that arrive through the WhatsApp channel are measured apart (§2 Root shell). */
export function pageViewEventName(purchaseChannel: string | undefined): string {
  return purchaseChannel === 'whatsapp' ? 'page_view_whatsapp' : 'page_view';
}

export function trackPageView(path: string, title?: string): void {
  pushEvent({
    event: pageViewEventName(purchaseChannelKey.read()),
    page_path: path,
    page_location: typeof window === 'undefined' ? path : `${window.location.origin}${path}`,
    page_title: title ?? (typeof document === 'undefined' ? '' : document.title),
  });
}

export function trackUserId(externalId: string): void {
  pushEvent({ event: 'user_id', user_id: externalId, id_externo: externalId });
}

export function trackErrorToast(message: string): void {
  pushEvent({ event: 'toast_erro', message });
}
