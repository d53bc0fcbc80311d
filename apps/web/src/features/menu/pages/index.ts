// What app/ mounts from menu: the menu screen (tabs/cardapio).
export { MenuPage } from './menu-page.tsx';
