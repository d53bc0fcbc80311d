/** Shown when an action needs items in the bag and it has none. */
export const EMPTY_BAG_MESSAGE = 'Sua sacola está vazia.';
