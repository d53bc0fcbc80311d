// Public API of cards: the customer's saved cards (GET carteira) and how the card list is used. Its screens and
// the cards modal are in pages/index.ts, for app/.
export { useWallet, WALLET_KEY, walletQuery } from './api/get-wallet.ts';
export { CARDS_PAGE_TITLE } from './card-titles.ts';
export type { CardsMode } from './hooks/use-card-actions.ts';
