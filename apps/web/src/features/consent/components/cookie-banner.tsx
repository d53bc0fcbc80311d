import type { MouseEvent } from 'react';
import { PRIVACY_POLICY_TITLE } from '../../../lib/texts.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { acceptCookies, useCookiesAccepted } from '../consent.ts';
import './cookie-banner.css';

export const PRIVACY_POLICY_PATH = '/tabs/politicas-privacidade';

interface CookieBannerProps {
  /** Lets the shell show the policy in a modal (desktop); without it the link opens the policy page. */
  onOpenPolicy?: () => void;
}

/** §2/§4 cookie banner: shown until the visitor presses OK, which is remembered on this device. */
export function CookieBanner({ onOpenPolicy }: CookieBannerProps) {
  const accepted = useCookiesAccepted();
  if (accepted) return null;

  const openPolicy = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenPolicy) return;
    event.preventDefault();
    onOpenPolicy();
  };

  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p className="cookie-banner__text">
        Utilizamos apenas cookies estritamente necessários para o funcionamento do site. Saiba mais na nossa{' '}
        <AppLink to={PRIVACY_POLICY_PATH} onClick={openPolicy} className="cookie-banner__link">
          {PRIVACY_POLICY_TITLE}
        </AppLink>
        .
      </p>
      <button type="button" className="cookie-banner__ok" onClick={acceptCookies}>
        OK
      </button>
    </section>
  );
}
