// Public API of the menu: the first screen the server sends inside the page. Its screen is in pages/index.ts.

// The home screen's first screen as the server renders it into the menu's page (ADR 0142).
export { MenuFirstScreen } from './components/menu-first-screen.tsx';
export { dropFirstScreenCopy, prefetchStoreFirstScreen, seedFirstScreen } from './first-screen.ts';
