// Public API of stores: the store the customer orders from (`loja`) and its menu.
export { getMenu, menuQueryOptions, useMenu } from './api/get-menu.ts';
export { type CurrentStore, readCurrentStore, useCurrentStore } from './current-store.ts';
export { forgetCurrentStore, setCurrentStore } from './store-choice.ts';
