import { Capacitor } from '@capacitor/core';
import { WORKER_OPTIONS, WORKER_URL } from '../../../lib/service-worker.ts';
import { getPushKey } from '../api/get-push-key.ts';
import { registerDevice } from '../api/register-device.ts';
import { unregisterDevice } from '../api/unregister-device.ts';
import { ORDER_PUSH_ERRORS } from './push-messages.ts';
import { sameKey, urlBase64ToUint8Array } from './url-base64.ts';

/**
 * Where this device stands with order push: `native` is the Capacitor app (its push is set up natively),
 * `unsupported` a browser without service workers or the Push API, `blocked` a denied permission, `active` a
 * granted permission with a subscription, `inactive` anything else (not asked yet, or dismissed).
 */
export type OrderPushState = 'native' | 'unsupported' | 'blocked' | 'active' | 'inactive';

/** Enabling failed: `state` is where the device now stands, `message` says why in pt-BR. */
export class OrderPushError extends Error {
  constructor(
    message: string,
    readonly state: OrderPushState,
  ) {
    super(message);
    this.name = 'OrderPushError';
  }
}

function supportsWebPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The state the platform and the permission alone decide, before any subscription is looked at (synchronous). */
export function platformState(): OrderPushState | null {
  if (Capacitor.isNativePlatform()) return 'native';
  if (!supportsWebPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return null;
}

/** What POST dispositivo carries for a browser: its subscription as JSON. */
function asDevice(subscription: PushSubscription) {
  return { token: JSON.stringify(subscription), plataforma: 'web' as const };
}

/** Registers the service worker for the whole app; a worker needs no permission, so this never prompts. */
function registerPushWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(WORKER_URL, WORKER_OPTIONS);
}

/**
 * Where this device stands now; on a browser that can receive push it also registers the service worker. It does
 * not wait for the worker to activate (seconds, the first time): reading the subscription does not need it.
 */
export async function readOrderPushState(): Promise<OrderPushState> {
  const settled = platformState();
  if (settled) return settled;
  const registration = await registerPushWorker();
  if (Notification.permission !== 'granted') return 'inactive';
  return (await registration.pushManager.getSubscription()) ? 'active' : 'inactive';
}

/** The subscription for the server's current key: the existing one, or a new one (replacing one for an old key). */
async function subscriptionFor(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const key = urlBase64ToUint8Array(await getPushKey());
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  try {
    if (existing) await existing.unsubscribe();
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new OrderPushError(ORDER_PUSH_ERRORS.subscribeFailed, 'inactive');
  }
}

/**
 * Turns order push on for this browser. Call it straight from a click: the permission prompt is asked first,
 * while the gesture still counts. Answers the server's message; rejects with an OrderPushError (unsupported,
 * blocked, dismissed, subscription failed) or the API's ApiError.
 */
export async function enableOrderPush(): Promise<string | undefined> {
  const settled = platformState();
  if (settled === 'native' || settled === 'unsupported')
    throw new OrderPushError(ORDER_PUSH_ERRORS.unsupported, settled);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new OrderPushError(ORDER_PUSH_ERRORS.blocked, 'blocked');
  if (permission !== 'granted') throw new OrderPushError(ORDER_PUSH_ERRORS.dismissed, 'inactive');
  let registration: ServiceWorkerRegistration;
  try {
    await registerPushWorker();
    // subscribing needs an active worker
    registration = await navigator.serviceWorker.ready;
  } catch {
    throw new OrderPushError(ORDER_PUSH_ERRORS.subscribeFailed, 'inactive');
  }
  const answer = await registerDevice(asDevice(await subscriptionFor(registration)));
  return answer.message;
}

/**
 * Sends this browser's subscription to the API again, when it has one and may show notifications: after a login it
 * links the subscription to that account, and at start it replaces a subscription the browser renewed or one made
 * for an earlier key. Never prompts. Answers whether a subscription was sent.
 */
export async function resendOrderPush(): Promise<boolean> {
  if (platformState() !== null || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration || !(await registration.pushManager.getSubscription())) return false;
  await registerDevice(asDevice(await subscriptionFor(registration)));
  return true;
}

/**
 * At logout: unsubscribes this browser from push and asks the API to unlink the subscription from the account
 * whose session `headers` are (null: that session is already over, only the browser side is done), so a shared
 * device stops receiving that customer's order updates. Never prompts; answers whether there was a subscription.
 */
export async function unlinkOrderPush(ending: { headers: Record<string, string> } | null): Promise<boolean> {
  const settled = platformState();
  if (settled === 'native' || settled === 'unsupported') return false;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  const token = asDevice(subscription).token;
  await Promise.allSettled([
    ending ? unregisterDevice(token, ending.headers) : Promise.resolve(false),
    subscription.unsubscribe(),
  ]);
  return true;
}
