import type { PushSubscription } from 'web-push';

/**
 * A browser's push subscription as POST dispositivo carries it for `plataforma` 'web' (its JSON text), or null
 * when the text is not one (no http(s) endpoint or no key).
 */
export function subscriptionOf(token: string): PushSubscription | null {
  try {
    const parsed = JSON.parse(token) as PushSubscription;
    return typeof parsed.endpoint === 'string' && /^https?:\/\//.test(parsed.endpoint) && parsed.keys?.p256dh
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether two tokens name the same registration: the same text, or two subscriptions with the same endpoint (a
 * browser serialises one subscription the same way, but the endpoint alone is what identifies it).
 */
export function sameDeviceToken(stored: string, given: string): boolean {
  if (stored === given) return true;
  const a = subscriptionOf(stored);
  const b = a && subscriptionOf(given);
  return Boolean(a && b && a.endpoint === b.endpoint);
}
