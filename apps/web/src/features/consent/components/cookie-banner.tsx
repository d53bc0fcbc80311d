import { PRIVACY_POLICY_TITLE } from '../../../lib/texts.ts';
import { LegalLink } from '../../../ui/legal-link.tsx';
import { acceptCookies, useCookiesAccepted } from '../consent.ts';
import './cookie-banner.css';

/** §2/§4 cookie banner: shown until the visitor presses OK, which is remembered on this device. */
export function CookieBanner() {
  const accepted = useCookiesAccepted();
  if (accepted) return null;

  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p className="cookie-banner__text">
        Utilizamos apenas cookies estritamente necessários para o funcionamento do site. Saiba mais na nossa{' '}
        <LegalLink document="policy" className="cookie-banner__link">
          {PRIVACY_POLICY_TITLE}
        </LegalLink>
        .
      </p>
      <button type="button" className="cookie-banner__ok" onClick={acceptCookies}>
        OK
      </button>
    </section>
  );
}
