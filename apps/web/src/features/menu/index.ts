// Public API of the menu: the first screen the server sends inside the page. Its screen is in pages/index.ts.

export { dropFirstScreenCopy, prefetchStoreFirstScreen, seedFirstScreen } from './first-screen.ts';
