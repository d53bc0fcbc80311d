/** What a native notice shows and the app page tapping it opens (`url`); `tag` groups one order's notices. */
export interface NativePushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string | undefined;
}

/**
 * How one send ended. `dead`: the push service says the token will never work again (the app was removed, the
 * token is not one of this app's), so the device's registration should be deleted. `failed`: anything else — the
 * service unreachable, a time-out, our credentials refused — which says nothing about the token, kept as it is.
 */
export type NativeSendOutcome =
  | { outcome: 'sent' }
  | { outcome: 'dead'; reason: string }
  | { outcome: 'failed'; status?: number | undefined; reason: string };

/** One push service (FCM for Android, APNs for iOS) sending to the tokens its platform's devices registered. */
export interface NativePushSender {
  send(token: string, message: NativePushMessage): Promise<NativeSendOutcome>;
  /** Closes open connections (APNs keeps one HTTP/2 connection). */
  close(): void;
}
