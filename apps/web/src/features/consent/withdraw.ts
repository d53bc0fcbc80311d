import { storedKeyWriter } from '../../lib/storage.ts';

/** Cookies our own pages set, kept when consent is withdrawn (the form protection of §7). */
const NECESSARY_COOKIES = new Set(['XSRF-TOKEN']);

/**
 * Withdraws the OK given to the cookie banner on this device: the answer is forgotten, every cookie the page can see
 * but the necessary ones is deleted (third-party tools write theirs on our address), and the page loads again, so
 * no third-party script stays in memory and the banner asks again.
 */
export function withdrawCookieConsent(reload: () => void = () => location.reload()): void {
  // `aceitaCookies` is consent's key (consent.ts); the writer alone keeps its check out of this chunk
  storedKeyWriter('aceitaCookies').remove();
  const host = location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (!name || NECESSARY_COOKIES.has(name)) continue;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app serves
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
  reload();
}
