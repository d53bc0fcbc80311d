import { readStored } from './storage.ts';

export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Appends an event to the tag manager's data layer, creating it if the tag script has not loaded. */
export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** Orders that arrive through the WhatsApp channel are measured apart (§2 Root shell). */
export function pageViewEventName(purchaseChannel: string | undefined): string {
  return purchaseChannel === 'whatsapp' ? 'page_view_whatsapp' : 'page_view';
}

export function trackPageView(path: string, title?: string): void {
  pushEvent({
    event: pageViewEventName(readStored<string>('canal-compra')),
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
