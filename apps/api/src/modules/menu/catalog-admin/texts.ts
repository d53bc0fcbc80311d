import { CATALOG_CONFLICT_MESSAGE } from '@comanda/contract';

/** The back-office catalogue's answers (not in the spec; pt-BR like every message). */
export const CATALOG_ADMIN_MESSAGES = {
  productNotFound: 'Produto não encontrado.',
  conflict: CATALOG_CONFLICT_MESSAGE,
  soldOut: 'Produto marcado como esgotado hoje.',
  backOnMenu: 'Produto de volta ao cardápio.',
  offThisStore: 'Produto fora do cardápio desta loja.',
  storePrice: 'Preço da loja salvo.',
  saved: 'Produto salvo.',
} as const;
