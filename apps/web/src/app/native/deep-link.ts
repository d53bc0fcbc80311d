/** The deep links the native app opens itself (AndroidManifest.xml's App Links; docs/mobile.md). */
const APP_PATHS = [/^\/whatsapp\/[^/]+$/, /^\/tabs\/detalhes-pedido$/];

/**
 * The app path a deep link opens, or null for anything else: the link must be of the brand's own address (the
 * origin the app runs on) and one of the paths the manifest declares.
 */
export function deepLinkPath(url: string, appOrigin: string): string | null {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return null;
  }
  if (link.origin !== appOrigin) return null;
  if (!APP_PATHS.some((path) => path.test(link.pathname))) return null;
  return `${link.pathname}${link.search}`;
}
