import type { ComponentType } from 'react';
import { brand } from '../config/brand.ts';
import { MenuPage } from '../features/menu/pages/index.ts';
import type { GuardName } from './guards.ts';
import { type LazyPage, lazyPage } from './lazy-page.ts';

/** `ready`: the real screen. `pending`: its screen belongs to a later issue and shows "Em construção". */
export type RouteStatus = 'ready' | 'pending';

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

export const pendingPage = lazyPage<{ title: string; backTo?: string }>(
  () => import('../ui/pending-page.tsx'),
);
const privacyPolicyPage = lazyPage(() => import('../features/institutional/pages/privacy-policy-page.tsx'));
const confirmDialogPage = lazyPage(() => import('../ui/dialogs/generic-dialog-page.tsx'));
const inputDialogPage = lazyPage(() => import('../ui/dialogs/generic-input-dialog-page.tsx'));

type ScreenName =
  | Exclude<keyof typeof import('./screens.ts'), 'otherScreens'>
  | keyof typeof import('./other-screens.ts');

/** The lazy screens are in two chunks, the second reached through the first (app/screens.ts, ADR 0140). */
const screen = (name: ScreenName) =>
  lazyPage<object>(async () => {
    const screens = await import('./screens.ts');
    const module: Record<string, unknown> = name in screens ? screens : await screens.otherScreens();
    return { default: module[name] as ComponentType };
  });
const accountArea = screen;
const orderArea = screen;

const LOGGED_IN: readonly GuardName[] = ['logged-in'];
const VISITOR_ONLY: readonly GuardName[] = ['visitor-only'];
const MOBILE_ONLY: readonly GuardName[] = ['mobile-only'];
const LOYALTY: readonly GuardName[] = ['loyalty-link'];
const OPEN: readonly GuardName[] = [];

const pending = (
  path: string,
  title: string,
  guards: readonly GuardName[] = OPEN,
  extra: Partial<AppRoute> = {},
) => ({ path, title, status: 'pending', guards, ...extra }) satisfies AppRoute;

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
    title: 'Cardápio',
    status: 'ready',
    guards: OPEN,
    tab: 'cardapio',
    page: MenuPage,
  },
  { path: '/cardapio', title: 'Cardápio', status: 'ready', guards: OPEN, redirectTo: '/tabs/cardapio' },
  { path: '/tabs', title: 'Cardápio', status: 'ready', guards: OPEN, redirectTo: '/tabs/cardapio' },
  pending('/whatsapp/:uuid', 'Pedido pelo WhatsApp'),
  ready('/esqueci-senha-um', 'Esqueci minha senha', OPEN, accountArea('ForgotPasswordStepOne')),
  ready('/esqueci-senha-dois', 'Esqueci minha senha', OPEN, accountArea('ForgotPasswordStepTwo')),
  ready('/esqueci-senha-tres', 'Esqueci minha senha', OPEN, accountArea('ForgotPasswordStepThree')),
  ready('/esqueci-senha-quatro', 'Esqueci minha senha', OPEN, accountArea('ForgotPasswordStepFour')),
  ready('/confirmar-codigo-email', 'Confirmar código do e-mail', OPEN, accountArea('ConfirmEmailCodePage')),
  ready('/cadastro-validacao-email', 'Validar e-mail', OPEN, accountArea('EmailValidationPage')),
  ready('/receber-endereco', 'Onde você quer receber?', OPEN, accountArea('ReceiveAddressPage')),
  ready('/buscar-endereco', 'Buscar endereço', OPEN, accountArea('SearchAddressPage')),
  ready('/mapa-confirmacao', 'Confirmar localização', OPEN, accountArea('MapConfirmationPage')),
  ready('/cadastro-endereco', 'Cadastrar endereço', OPEN, accountArea('NewAddressPage')),
  ready('/produto', 'Produto', MOBILE_ONLY, orderArea('ProductPage')),
  ready('/sacola', 'Sacola', MOBILE_ONLY, orderArea('BagPage')),
  ready('/pagamento-pedido-pix', 'Pagamento via Pix', OPEN, orderArea('PixPaymentPage')),
  ready('/tabs/restaurantes', 'Restaurantes', OPEN, orderArea('RestaurantsPage'), {
    tab: 'restaurantes',
  }),
  ready('/tabs/buscar-restaurante', 'Buscar restaurante', OPEN, orderArea('SearchRestaurantPage'), {
    tab: 'restaurantes',
    backTo: '/tabs/restaurantes',
  }),
  ready('/tabs/detalhes-restaurante', 'Detalhes do restaurante', OPEN, orderArea('RestaurantDetailsPage'), {
    tab: 'restaurantes',
    backTo: '/tabs/restaurantes',
  }),
  ready('/cupons', 'Cupons', OPEN, orderArea('CouponsPage')),
  ready('/tabs/gift-card', 'Gift Card', OPEN, orderArea('GiftCardPage'), {
    tab: 'perfil',
    backTo: '/tabs/perfil',
  }),
  ready('/editar-endereco-dados', 'Editar endereço', OPEN, accountArea('EditAddressPage')),
  ready('/modal-endereco-numero', 'Número do endereço', MOBILE_ONLY, accountArea('AddressNumberPage')),
  ready('/produto-indisponivel', 'Produto indisponível', OPEN, orderArea('UnavailableProductPage')),
  ready('/adicionar-pagamento', 'Adicionar pagamento', OPEN, orderArea('AddPaymentPage')),
  pending('/tabs/termos-uso', 'Termos de uso', OPEN, { tab: 'perfil', backTo: '/tabs/perfil' }),
  {
    path: '/tabs/politicas-privacidade',
    title: 'Política de privacidade',
    status: 'ready',
    guards: OPEN,
    tab: 'perfil',
    page: privacyPolicyPage,
  },
  // tabs/institucional-{product}: router v6 matches whole segments, so the page checks the prefix itself.
  ready('/tabs/:institutionalPage', 'Sobre o restaurante', OPEN, orderArea('AboutBrandPage'), {
    tab: 'perfil',
    backTo: '/tabs/perfil',
    accepts: (params) => params.institutionalPage === `institucional-${brand.slug}`,
  }),
  ready('/tabs/reservas', 'Reservas', OPEN, accountArea('ReservationsPage'), {
    tab: 'perfil',
    backTo: '/tabs/perfil',
  }),

  // Modal-style routes: a modal on desktop, so as pages they exist only on mobile
  ready('/modal-perguntar-doacao', 'Doação', MOBILE_ONLY, orderArea('DonationAskPage')),
  ready(
    '/modal-forma-pagamento-doacao',
    'Forma de pagamento da doação',
    MOBILE_ONLY,
    orderArea('DonationPaymentPage'),
  ),
  ready('/modal-pagamento-pix-doacao', 'Pix da doação', MOBILE_ONLY, orderArea('DonationPixPage')),
  ready('/modal-doacao', 'Doação', MOBILE_ONLY, orderArea('DonationAmountPage')),
  ready('/modal-pagamento-pedido-pix', 'Pagamento via Pix', MOBILE_ONLY, orderArea('PixPaymentPage')),
  ready('/modal-pagamento-pix-falha', 'Pagamento não concluído', MOBILE_ONLY, orderArea('PixFailurePage')),
  {
    path: '/modal-generica',
    title: 'Confirmação',
    status: 'ready',
    guards: MOBILE_ONLY,
    page: confirmDialogPage,
  },
  {
    path: '/modal-generica-input',
    title: 'Informação',
    status: 'ready',
    guards: MOBILE_ONLY,
    page: inputDialogPage,
  },
  ready('/modal-listagem-produtos', 'Produtos', MOBILE_ONLY, orderArea('ListingPage')),
  ready('/modal-produto', 'Produto', MOBILE_ONLY, orderArea('ProductPage')),
  ready('/modal-tabela-nutricional', 'Tabela nutricional', MOBILE_ONLY, orderArea('NutritionPage')),
  pending('/modal-info-pontos', 'Pontos Shinguru', MOBILE_ONLY),
  pending('/modal-beneficio-ativado', 'Benefício ativado', MOBILE_ONLY),
  pending('/modal-beneficio-utilizado', 'Benefício utilizado', MOBILE_ONLY),

  // Only for visitors not logged in
  ready('/login', 'Entrar', VISITOR_ONLY, accountArea('LoginPage')),
  ready('/login-email', 'Entrar com e-mail', VISITOR_ONLY, accountArea('LoginEmailPage')),
  ready('/login-telefone', 'Entrar com celular', VISITOR_ONLY, accountArea('LoginPhonePage')),
  ready('/confirmar-codigo', 'Confirmar código', VISITOR_ONLY, accountArea('ConfirmCodePage')),
  ready('/cadastro-dados', 'Cadastro', VISITOR_ONLY, accountArea('SignupDataPage')),
  ready('/cadastro-permissoes', 'Permissões', VISITOR_ONLY, accountArea('SignupPermissionsPage')),

  // Only for logged-in users
  ready('/finalizar-pedido', 'Finalizar pedido', LOGGED_IN, orderArea('CheckoutPage')),
  ready('/adicionar-cpf', 'Adicionar CPF', LOGGED_IN, accountArea('AddCpfPage')),
  ready('/tabs/historico', 'Pedidos', LOGGED_IN, orderArea('OrdersPage'), { tab: 'historico' }),
  ready('/tabs/perfil', 'Perfil', LOGGED_IN, accountArea('ProfilePage'), { tab: 'perfil' }),
  ready('/tabs/minha-conta', 'Minha conta', LOGGED_IN, accountArea('MyAccountPage'), { tab: 'perfil' }),
  ready('/tabs/meus-cartoes', 'Formas de pagamento', LOGGED_IN, orderArea('CardsPage'), {
    tab: 'perfil',
    backTo: '/tabs/perfil',
  }),
  ready('/tabs/notificacoes', 'Notificações', LOGGED_IN, accountArea('NotificationHistoryPage'), {
    tab: 'perfil',
  }),
  ready(
    '/tabs/configurar-notificacoes',
    'Configurar notificações',
    LOGGED_IN,
    accountArea('NotificationSettingsPage'),
    { tab: 'perfil' },
  ),
  ready('/sair', 'Sair', LOGGED_IN, accountArea('LogoutPage')),
  ready('/adicionar-cartao', 'Adicionar cartão', LOGGED_IN, orderArea('AddCardPage'), {
    backTo: '/tabs/meus-cartoes',
  }),
  ready('/tabs/detalhes-pedido', 'Detalhes do pedido', LOGGED_IN, orderArea('OrderDetailsPage'), {
    tab: 'historico',
    backTo: '/tabs/historico',
  }),

  // Addresses: visitors keep theirs on the device (§6), so no login guard
  ready('/tabs/meus-enderecos', 'Meus endereços', OPEN, accountArea('MyAddressesPage'), { tab: 'perfil' }),

  // Club area: joining needs a login; the member screens need the loyalty-link guard
  pending('/shinguru/bem-vindo', 'Bem-vindo ao Shinguru', LOGGED_IN),
  pending('/shinguru/convite', 'Convite Shinguru', LOGGED_IN),
  pending('/tabs/shinguru', 'Shinguru', LOYALTY, { tab: 'shinguru' }),
  pending('/shinguru/seus-beneficios', 'Seus benefícios', LOYALTY, { backTo: '/tabs/shinguru' }),
  pending('/shinguru/extrato', 'Extrato', LOYALTY, { backTo: '/tabs/shinguru' }),
  pending('/shinguru/detalhes-cashback', 'Detalhes do cashback', LOYALTY, { backTo: '/tabs/shinguru' }),
  pending('/shinguru/duvidas-frequentes', 'Dúvidas frequentes', LOYALTY, { backTo: '/tabs/shinguru' }),
  pending('/shinguru/fale-conosco', 'Fale conosco', LOYALTY, { backTo: '/tabs/shinguru' }),
  pending('/shinguru/termos-condicoes', 'Termos e condições', LOYALTY, { backTo: '/tabs/shinguru' }),
];

export function isLazyPage(page: AppRoute['page']): page is LazyPage<object> {
  return typeof page === 'object' && page !== null && 'preload' in page;
}
