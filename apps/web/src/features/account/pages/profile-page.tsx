import chevronForwardOutline from 'ionicon:chevronForwardOutline';
import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { brand } from '../../../config/brand.ts';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { GREETING, PRIVACY_POLICY_TITLE, TERMS_OF_USE_TITLE } from '../../../lib/texts.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { LegalLink } from '../../../ui/legal-link.tsx';
import { MY_ADDRESSES_TITLE } from '../../addresses/index.ts';
import { firstName, LOGOUT_CONFIRMATION, logout, useCurrentUser } from '../../auth/index.ts';
import { CARDS_PAGE_TITLE } from '../../cards/index.ts';
import { NOTIFICATION_SETTINGS_TITLE, NOTIFICATIONS_TITLE } from '../../notifications/index.ts';
import { MY_ACCOUNT_TITLE } from '../account-texts.ts';
import '../components/account.css';

const LINKS: readonly { to: string; label: string }[] = [
  { to: '/tabs/minha-conta', label: MY_ACCOUNT_TITLE },
  { to: '/tabs/notificacoes', label: NOTIFICATIONS_TITLE },
  { to: '/tabs/configurar-notificacoes', label: NOTIFICATION_SETTINGS_TITLE },
  { to: '/tabs/meus-enderecos', label: MY_ADDRESSES_TITLE },
  { to: '/tabs/meus-cartoes', label: CARDS_PAGE_TITLE },
  { to: '/tabs/reservas', label: 'Reservas' },
  { to: '/tabs/restaurantes', label: 'Restaurantes' },
  { to: `/tabs/institucional-${brand.slug}`, label: `Sobre o ${brand.name}` },
];

const LEGAL_LINKS = [
  { document: 'policy', label: PRIVACY_POLICY_TITLE },
  { document: 'terms', label: TERMS_OF_USE_TITLE },
] as const;

/** tabs/perfil: the account hub. Sair is the sair page on mobile and the confirmation modal on desktop. */
export function ProfilePage() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const isDesktop = useIsDesktop();
  const user = useCurrentUser();
  if (!user) return null;
  const name = firstName(user);

  const exitOnDesktop = async () => {
    if ((await confirmDialog(LOGOUT_CONFIRMATION)) !== 'executar') return;
    router.push('/tabs/cardapio', 'root', 'replace');
    logout();
    queryClient.clear();
  };

  return (
    <FormScreen title="Perfil">
      <div className="profile-greeting">
        <span className="profile-greeting__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div>
          <h2 className="profile-greeting__name">
            {GREETING} {name}!
          </h2>
          <p className="profile-greeting__contact">{user.email || user.celular}</p>
        </div>
      </div>
      <nav aria-label="Perfil">
        <ul className="profile-menu">
          {LINKS.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} className="profile-menu__link">
                <span>{link.label}</span>
                <Icon icon={chevronForwardOutline} />
              </AppLink>
            </li>
          ))}
          {LEGAL_LINKS.map((link) => (
            <li key={link.document}>
              <LegalLink document={link.document} className="profile-menu__link">
                <span>{link.label}</span>
                <Icon icon={chevronForwardOutline} />
              </LegalLink>
            </li>
          ))}
          <li>
            {isDesktop ? (
              <button
                type="button"
                className="profile-menu__link profile-menu__link--exit"
                onClick={() => void exitOnDesktop()}
              >
                <span>Sair</span>
              </button>
            ) : (
              <AppLink to="/sair" className="profile-menu__link profile-menu__link--exit">
                <span>Sair</span>
              </AppLink>
            )}
          </li>
        </ul>
      </nav>
    </FormScreen>
  );
}
