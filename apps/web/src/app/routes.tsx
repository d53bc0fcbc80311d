import type { ComponentType } from 'react';
import { brand } from '../config/brand.ts';
import { ADD_CPF_TITLE, MY_ACCOUNT_TITLE } from '../features/account/account-texts.ts';
import {
  ADDRESS_NUMBER_TITLE,
  CONFIRM_LOCATION_TITLE,
  EDIT_ADDRESS_TITLE,
  MY_ADDRESSES_TITLE,
  NEW_ADDRESS_TITLE,
  RECEIVE_ADDRESS_TITLE,
  SEARCH_ADDRESS_TITLE,
} from '../features/addresses/address-titles.ts';
import {
  CONFIRM_CODE_TITLE,
  CONFIRM_EMAIL_CODE_TITLE,
  FORGOT_PASSWORD_TITLE,
  LOGIN_EMAIL_TITLE,
  LOGIN_PHONE_TITLE,
  PERMISSIONS_TITLE,
  VALIDATE_EMAIL_TITLE,
} from '../features/auth/auth-titles.ts';
import { CHECKOUT_TITLE, GIFT_CARD_LABEL } from '../features/bag/bag-texts.ts';
import { ADD_CARD_TITLE, CARDS_PAGE_TITLE } from '../features/cards/card-titles.ts';
import { PIX_FAILURE_TITLE, PIX_PAYMENT_TITLE } from '../features/checkout/checkout-texts.ts';
import {
  DONATION_PAYMENT_TITLE,
  DONATION_PIX_TITLE,
  DONATION_TITLE,
} from '../features/donations/donation-titles.ts';
import {
  BENEFIT_ACTIVATED_TITLE,
  BENEFIT_USED_TITLE,
  BENEFITS_TITLE,
  CASHBACK_TITLE,
  CLUB_TITLE,
  CONTACT_TITLE,
  FAQ_TITLE,
  INVITE_TITLE,
  POINTS_INFO_TITLE,
  STATEMENT_TITLE,
  TERMS_TITLE,
  WELCOME_TITLE,
} from '../features/loyalty/loyalty-titles.ts';
import { MENU_TITLE } from '../features/menu/menu-texts.ts';
import { MenuPage } from '../features/menu/pages/index.ts';
import {
  NOTIFICATION_SETTINGS_TITLE,
  NOTIFICATIONS_TITLE,
} from '../features/notifications/notification-texts.ts';
import { ORDER_DETAILS_TITLE } from '../features/orders/orders-texts.ts';
import { ADD_PAYMENT_TITLE } from '../features/payments/payment-titles.ts';
import { NUTRITION_TITLE, UNAVAILABLE_PRODUCT_TITLE } from '../features/product/product-texts.ts';
import {
  RESTAURANT_DETAILS_TITLE,
  SEARCH_RESTAURANT_TITLE,
} from '../features/restaurants/restaurant-texts.ts';
import { SUPPORT_TITLE } from '../features/support/support-texts.ts';
import { WHATSAPP_TITLE } from '../features/whatsapp/whatsapp-texts.ts';
import {
  CONFIRMATION_TITLE,
  INFORMATION_TITLE,
  PRIVACY_POLICY_TITLE,
  TERMS_OF_USE_TITLE,
} from '../lib/texts.ts';
import type { GuardName } from './guards.ts';
import { type LazyPage, lazyPage } from './lazy-page.ts';

/** Every route of §2 has its real screen (or sends to one). */
export type RouteStatus = 'ready';

/** Which mobile tab is highlighted while the route is shown. */
export type TabName = 'cardapio' | 'restaurantes' | 'historico' | 'perfil' | 'shinguru';

export interface AppRoute {
  path: string;
  title: string;
  status: RouteStatus;
  guards: readonly GuardName[];
  tab?: TabName;
  /** Where the header's back button goes when there is no history (a deep link). */
  backTo?: string;
  page?: ComponentType | LazyPage<object>;
  redirectTo?: string;
  /** For paths with a parameter: whether the parameters name a real screen; otherwise the menu is shown. */
  accepts?: (params: Readonly<Record<string, string | undefined>>) => boolean;
}

const legalPages = () => import('../features/institutional/pages/legal-pages.tsx');
const privacyPolicyPage = lazyPage<object>(async () => ({ default: (await legalPages()).PrivacyPolicyPage }));
const termsOfUsePage = lazyPage<object>(async () => ({ default: (await legalPages()).TermsOfUsePage }));
const confirmDialogPage = lazyPage(() => import('../ui/dialogs/generic-dialog-page.tsx'));
const inputDialogPage = lazyPage(() => import('../ui/dialogs/generic-input-dialog-page.tsx'));

type ScreenName =
  | Exclude<keyof typeof import('./screens.ts'), 'otherScreens'>
  | Exclude<keyof typeof import('./order-details-screens.ts'), 'checkoutScreens'>
  | Exclude<keyof typeof import('./checkout-screens.ts'), 'otherScreens'>
  | keyof typeof import('./other-screens.ts');

/** The lazy screens are in four chunks, each reached through the one before (app/screens.ts, ADR 0177). */
const screen = (name: ScreenName) =>
  lazyPage<object>(async () => {
    const screens = await import('./screens.ts');
    const module: Record<string, unknown> = name in screens ? screens : await screens.otherScreens(name);
    return { default: module[name] as ComponentType };
  });
const accountArea = screen;
const orderArea = screen;

/**
 * The club's screens (Shinguru), lazy: its home (tabs/shinguru) in a chunk of its own, the others in a second one
 * reached through the first. Only members open them.
 */
const club = (name?: keyof typeof import('../features/loyalty/pages/index.ts')) =>
  lazyPage<object>(async () => {
    const home = await import('../features/loyalty/pages/club-home.ts');
    return { default: (name ? (await home.clubScreens())[name] : home.ClubPage) as ComponentType };
  });

const LOGGED_IN: readonly GuardName[] = ['logged-in'];
const VISITOR_ONLY: readonly GuardName[] = ['visitor-only'];
const MOBILE_ONLY: readonly GuardName[] = ['mobile-only'];
const LOYALTY: readonly GuardName[] = ['loyalty-link'];
const OPEN: readonly GuardName[] = [];

const ready = (
  path: string,
  title: string,
  guards: readonly GuardName[],
  page: LazyPage<object>,
  extra: Partial<AppRoute> = {},
) => ({ path, title, status: 'ready', guards, page, ...extra }) satisfies AppRoute;

/** The complete route table of §2. Every path the app answers is here; anything else goes to the menu. */
export const appRoutes: readonly AppRoute[] = [
  // Open to everyone
  {
    path: '/tabs/cardapio',
    title: MENU_TITLE,
    status: 'ready',
    guards: OPEN,
    tab: 'cardapio',
    page: MenuPage,
  },
  { path: '/cardapio', title: MENU_TITLE, status: 'ready', guards: OPEN, redirectTo: '/tabs/cardapio' },
  { path: '/tabs', title: MENU_TITLE, status: 'ready', guards: OPEN, redirectTo: '/tabs/cardapio' },
  ready('/whatsapp/:uuid', WHATSAPP_TITLE, OPEN, accountArea('WhatsappPage')),
  ready('/esqueci-senha-um', FORGOT_PASSWORD_TITLE, OPEN, accountArea('ForgotPasswordStepOne')),
  ready('/esqueci-senha-dois', FORGOT_PASSWORD_TITLE, OPEN, accountArea('ForgotPasswordStepTwo')),
  ready('/esqueci-senha-tres', FORGOT_PASSWORD_TITLE, OPEN, accountArea('ForgotPasswordStepThree')),
  ready('/esqueci-senha-quatro', FORGOT_PASSWORD_TITLE, OPEN, accountArea('ForgotPasswordStepFour')),
  ready('/confirmar-codigo-email', CONFIRM_EMAIL_CODE_TITLE, OPEN, accountArea('ConfirmEmailCodePage')),
  ready('/cadastro-validacao-email', VALIDATE_EMAIL_TITLE, OPEN, accountArea('EmailValidationPage')),
  ready('/receber-endereco', RECEIVE_ADDRESS_TITLE, OPEN, accountArea('ReceiveAddressPage')),
  ready('/buscar-endereco', SEARCH_ADDRESS_TITLE, OPEN, accountArea('SearchAddressPage')),
  ready('/mapa-confirmacao', CONFIRM_LOCATION_TITLE, OPEN, accountArea('MapConfirmationPage')),
  ready('/cadastro-endereco', NEW_ADDRESS_TITLE, OPEN, accountArea('NewAddressPage')),
  ready('/produto', 'Produto', MOBILE_ONLY, orderArea('ProductPage')),
  ready('/sacola', 'Sacola', MOBILE_ONLY, orderArea('BagPage')),
  ready('/pagamento-pedido-pix', PIX_PAYMENT_TITLE, OPEN, orderArea('PixPaymentPage')),
  ready('/tabs/restaurantes', 'Restaurantes', OPEN, orderArea('RestaurantsPage'), {
    tab: 'restaurantes',
  }),
  ready('/tabs/buscar-restaurante', SEARCH_RESTAURANT_TITLE, OPEN, orderArea('SearchRestaurantPage'), {
    tab: 'restaurantes',
    backTo: '/tabs/restaurantes',
  }),
  ready('/tabs/detalhes-restaurante', RESTAURANT_DETAILS_TITLE, OPEN, orderArea('RestaurantDetailsPage'), {
    tab: 'restaurantes',
    backTo: '/tabs/restaurantes',
  }),
  ready('/cupons', 'Cupons', OPEN, orderArea('CouponsPage')),
  ready('/tabs/gift-card', GIFT_CARD_LABEL, OPEN, orderArea('GiftCardPage'), {
    tab: 'perfil',
    backTo: '/tabs/perfil',
  }),
  ready('/editar-endereco-dados', EDIT_ADDRESS_TITLE, OPEN, accountArea('EditAddressPage')),
  ready('/modal-endereco-numero', ADDRESS_NUMBER_TITLE, MOBILE_ONLY, accountArea('AddressNumberPage')),
  ready('/produto-indisponivel', UNAVAILABLE_PRODUCT_TITLE, OPEN, orderArea('UnavailableProductPage')),
  ready('/adicionar-pagamento', ADD_PAYMENT_TITLE, OPEN, orderArea('AddPaymentPage')),
  ready('/tabs/termos-uso', TERMS_OF_USE_TITLE, OPEN, termsOfUsePage, { tab: 'perfil' }),
  ready('/tabs/politicas-privacidade', PRIVACY_POLICY_TITLE, OPEN, privacyPolicyPage, { tab: 'perfil' }),
  // tabs/institucional-{product}: router v6 matches whole segments, so the page checks the prefix itself.
  ready('/tabs/:institutionalPage', 'Sobre o restaurante', OPEN, orderArea('AboutBrandPage'), {
    tab: 'perfil',
    backTo: '/tabs/perfil',
    accepts: (params) => params.institutionalPage === `institucional-${brand.slug}`,
  }),
  ready('/atendimento', SUPPORT_TITLE, OPEN, accountArea('SupportPage')),
  ready('/tabs/reservas', 'Reservas', OPEN, accountArea('ReservationsPage'), {
    tab: 'perfil',
    backTo: '/tabs/perfil',
  }),

  // Modal-style routes: a modal on desktop, so as pages they exist only on mobile
  ready('/modal-perguntar-doacao', DONATION_TITLE, MOBILE_ONLY, orderArea('DonationAskPage')),
  ready(
    '/modal-forma-pagamento-doacao',
    DONATION_PAYMENT_TITLE,
    MOBILE_ONLY,
    orderArea('DonationPaymentPage'),
  ),
  ready('/modal-pagamento-pix-doacao', DONATION_PIX_TITLE, MOBILE_ONLY, orderArea('DonationPixPage')),
  ready('/modal-doacao', DONATION_TITLE, MOBILE_ONLY, orderArea('DonationAmountPage')),
  ready('/modal-pagamento-pedido-pix', PIX_PAYMENT_TITLE, MOBILE_ONLY, orderArea('PixPaymentPage')),
  ready('/modal-pagamento-pix-falha', PIX_FAILURE_TITLE, MOBILE_ONLY, orderArea('PixFailurePage')),
  {
    path: '/modal-generica',
    title: CONFIRMATION_TITLE,
    status: 'ready',
    guards: MOBILE_ONLY,
    page: confirmDialogPage,
  },
  {
    path: '/modal-generica-input',
    title: INFORMATION_TITLE,
    status: 'ready',
    guards: MOBILE_ONLY,
    page: inputDialogPage,
  },
  ready('/modal-listagem-produtos', 'Produtos', MOBILE_ONLY, orderArea('ListingPage')),
  ready('/modal-produto', 'Produto', MOBILE_ONLY, orderArea('ProductPage')),
  ready('/modal-tabela-nutricional', NUTRITION_TITLE, MOBILE_ONLY, orderArea('NutritionPage')),
  ready('/modal-info-pontos', POINTS_INFO_TITLE, MOBILE_ONLY, club('PointsInfoPage')),
  ready('/modal-beneficio-ativado', BENEFIT_ACTIVATED_TITLE, MOBILE_ONLY, club('BenefitActivatedPage')),
  ready('/modal-beneficio-utilizado', BENEFIT_USED_TITLE, MOBILE_ONLY, club('BenefitUsedPage')),

  // Only for visitors not logged in
  ready('/login', 'Entrar', VISITOR_ONLY, accountArea('LoginPage')),
  ready('/login-email', LOGIN_EMAIL_TITLE, VISITOR_ONLY, accountArea('LoginEmailPage')),
  ready('/login-telefone', LOGIN_PHONE_TITLE, VISITOR_ONLY, accountArea('LoginPhonePage')),
  ready('/confirmar-codigo', CONFIRM_CODE_TITLE, VISITOR_ONLY, accountArea('ConfirmCodePage')),
  ready('/cadastro-dados', 'Cadastro', VISITOR_ONLY, accountArea('SignupDataPage')),
  ready('/cadastro-permissoes', PERMISSIONS_TITLE, VISITOR_ONLY, accountArea('SignupPermissionsPage')),

  // Only for logged-in users
  ready('/finalizar-pedido', CHECKOUT_TITLE, LOGGED_IN, orderArea('CheckoutPage')),
  ready('/adicionar-cpf', ADD_CPF_TITLE, LOGGED_IN, accountArea('AddCpfPage')),
  ready('/tabs/historico', 'Pedidos', LOGGED_IN, orderArea('OrdersPage'), { tab: 'historico' }),
  ready('/tabs/perfil', 'Perfil', LOGGED_IN, accountArea('ProfilePage'), { tab: 'perfil' }),
  ready('/tabs/minha-conta', MY_ACCOUNT_TITLE, LOGGED_IN, accountArea('MyAccountPage'), { tab: 'perfil' }),
  ready('/tabs/meus-cartoes', CARDS_PAGE_TITLE, LOGGED_IN, orderArea('CardsPage'), {
    tab: 'perfil',
    backTo: '/tabs/perfil',
  }),
  ready('/tabs/notificacoes', NOTIFICATIONS_TITLE, LOGGED_IN, accountArea('NotificationHistoryPage'), {
    tab: 'perfil',
  }),
  ready(
    '/tabs/configurar-notificacoes',
    NOTIFICATION_SETTINGS_TITLE,
    LOGGED_IN,
    accountArea('NotificationSettingsPage'),
    { tab: 'perfil' },
  ),
  ready('/sair', 'Sair', LOGGED_IN, accountArea('LogoutPage')),
  ready('/adicionar-cartao', ADD_CARD_TITLE, LOGGED_IN, orderArea('AddCardPage'), {
    backTo: '/tabs/meus-cartoes',
  }),
  ready('/tabs/detalhes-pedido', ORDER_DETAILS_TITLE, LOGGED_IN, orderArea('OrderDetailsPage'), {
    tab: 'historico',
    backTo: '/tabs/historico',
  }),

  // Addresses: visitors keep theirs on the device (§6), so no login guard
  ready('/tabs/meus-enderecos', MY_ADDRESSES_TITLE, OPEN, accountArea('MyAddressesPage'), { tab: 'perfil' }),

  // Club area: joining needs a login; the member screens need the loyalty-link guard
  ready('/shinguru/bem-vindo', WELCOME_TITLE, LOGGED_IN, club('WelcomePage'), { tab: 'shinguru' }),
  ready('/shinguru/convite', INVITE_TITLE, LOGGED_IN, club('InvitePage'), { tab: 'shinguru' }),
  ready('/tabs/shinguru', CLUB_TITLE, LOYALTY, club(), { tab: 'shinguru' }),
  ready('/shinguru/seus-beneficios', BENEFITS_TITLE, LOYALTY, club('BenefitsPage'), {
    tab: 'shinguru',
    backTo: '/tabs/shinguru',
  }),
  ready('/shinguru/extrato', STATEMENT_TITLE, LOYALTY, club('StatementPage'), {
    tab: 'shinguru',
    backTo: '/tabs/shinguru',
  }),
  ready('/shinguru/detalhes-cashback', CASHBACK_TITLE, LOYALTY, club('CashbackPage'), {
    tab: 'shinguru',
    backTo: '/tabs/shinguru',
  }),
  ready('/shinguru/duvidas-frequentes', FAQ_TITLE, LOYALTY, club('FaqPage'), {
    tab: 'shinguru',
    backTo: '/tabs/shinguru',
  }),
  ready('/shinguru/fale-conosco', CONTACT_TITLE, LOYALTY, club('ContactPage'), {
    tab: 'shinguru',
    backTo: '/tabs/shinguru',
  }),
  ready('/shinguru/termos-condicoes', TERMS_TITLE, LOYALTY, club('TermsPage'), {
    tab: 'shinguru',
    backTo: '/tabs/shinguru',
  }),
];

export function isLazyPage(page: AppRoute['page']): page is LazyPage<object> {
  return typeof page === 'object' && page !== null && 'preload' in page;
}
