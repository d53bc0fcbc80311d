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
  created: 'Produto criado.',
  pictureUnreadable: 'Envie uma foto em JPEG, PNG ou WebP.',
  pictureTooSmall: 'A foto precisa ter pelo menos 240 × 240 pixels.',
  pictureTooLarge: 'A foto passa de 8 MB.',
  pictureSaved: 'Foto enviada.',
  categoryNotFound: 'Categoria não encontrada.',
  categoryCreated: 'Categoria criada.',
  categorySaved: 'Categoria salva.',
  categoriesOrdered: 'Ordem das categorias salva.',
  categoriesOrderIncomplete: 'Informe todas as categorias da marca, cada uma uma vez.',
  unknownCategory: 'Categoria não encontrada nesta marca.',
  unknownAllergen: 'Alergênico não encontrado nesta marca.',
  unknownKitItem: 'Produto do kit não encontrado nesta marca.',
  kitContainsItself: 'Um kit não pode conter a si mesmo.',
  unknownStore: 'Loja não encontrada nesta marca.',
  unknownGroup: 'Este grupo não é deste produto.',
  unknownOption: 'Esta opção não é deste grupo.',
} as const;
