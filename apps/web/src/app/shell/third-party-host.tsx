import { useEffect } from 'react';
import { useCookiesAccepted } from '../../features/consent/index.ts';

// a chunk of its own, also reached by the 'Fale conosco' button: a static import would name it in the first load
const thirdParties = () => import('../../lib/third-party/load-third-parties.ts');

/**
 * Tells the third-party loaders the cookie banner's answer; once it is OK they load the brand's scripts
 * (docs/adr/0172-third-party-scripts-after-consent.md).
 */
export function ThirdPartyHost() {
  const accepted = useCookiesAccepted();
  useEffect(() => {
    void thirdParties().then((loaders) => loaders.applyCookieConsent(accepted));
  }, [accepted]);
  return null;
}
