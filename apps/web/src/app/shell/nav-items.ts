import { MENU_TITLE } from '../../features/menu/menu-texts.ts';
import type { TabName } from '../routes.tsx';

export interface NavItem {
  tab: TabName;
  label: string;
  path: string;
  loyaltyOnly?: boolean;
}

/** The label of the navigation landmark (the mobile tab bar, the desktop top bar). */
export const MAIN_NAVIGATION_LABEL = 'Navegação principal';

/** The sections shown in the mobile tab bar and the desktop top bar. */
export const NAV_ITEMS: readonly NavItem[] = [
  { tab: 'cardapio', label: MENU_TITLE, path: '/tabs/cardapio' },
  { tab: 'restaurantes', label: 'Restaurantes', path: '/tabs/restaurantes' },
  { tab: 'shinguru', label: 'Shinguru', path: '/tabs/shinguru', loyaltyOnly: true },
  { tab: 'historico', label: 'Pedidos', path: '/tabs/historico' },
  { tab: 'perfil', label: 'Perfil', path: '/tabs/perfil' },
];
