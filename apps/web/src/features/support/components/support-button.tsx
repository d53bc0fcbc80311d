import chatbubblesOutline from 'ionicon:chatbubblesOutline';
import { useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useCookiesAccepted } from '../../consent/index.ts';
import { openSupport } from '../open-support.ts';
import { SUPPORT_PATH } from '../support-target.ts';
import { SUPPORT_BUTTON_LABEL } from '../support-texts.ts';
import './support-button.css';

/** The mobile screens with room for the button: the tabs, whose only bottom bar is the tab bar (or the bag's). */
const MOBILE_PATHS = ['/tabs/cardapio', '/tabs/restaurantes', '/tabs/historico', '/tabs/perfil'];

/**
 * §2's 'Fale conosco' button, floating above the screens: 130 × 60 at 70 px from the bottom and 20 px from the right
 * on the mobile tabs, 16 px / 100 px from the corner on desktop. Not while the cookie banner is up (it would cover it).
 */
export function SupportButton() {
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const router = useIonRouter();
  const consented = useCookiesAccepted();
  const shown = consented && (isDesktop ? pathname !== SUPPORT_PATH : MOBILE_PATHS.includes(pathname));
  if (!shown) return null;
  return (
    <button
      type="button"
      className={isDesktop ? 'support-fab support-fab--desktop' : 'support-fab'}
      onClick={() => void openSupport({}, { isDesktop, navigate: (path) => router.push(path, 'forward') })}
    >
      <Icon icon={chatbubblesOutline} />
      <span>{SUPPORT_BUTTON_LABEL}</span>
    </button>
  );
}
