import { literal } from '../../lib/schema.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { useStoredValue } from '../../lib/use-stored.ts';

/** The value stored under `aceitaCookies` once the visitor accepts (§9). */
export const COOKIES_ACCEPTED = 'true';

/** `aceitaCookies` (§3 Local storage), owned by consent; it belongs to the device and survives a logout. */
const consentKey = defineStoredKey('aceitaCookies', literal(COOKIES_ACCEPTED));

export function useCookiesAccepted(): boolean {
  return useStoredValue(consentKey) === COOKIES_ACCEPTED;
}

export function acceptCookies(): void {
  consentKey.write(COOKIES_ACCEPTED);
}
