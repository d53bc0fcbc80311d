/**
 * Keyword search over the menu (§2 Top bar, Search type): the customer's words are matched against each
 * product's name, description and category, ignoring case, accents and punctuation.
 */

/** The text a product is found by; the category comes from the menu section that lists it. */
export interface SearchableProduct {
  nome: string;
  descricao?: string | null | undefined;
}

/** A menu section: its name and the products it lists, in menu order. */
export interface SearchableCategory<P extends SearchableProduct> {
  nome: string;
  produtos: readonly P[];
}

/** One section of the results: the category and its matching products, in menu order. */
export interface MenuSearchGroup<C, P> {
  category: C;
  products: P[];
}

const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Text as the search compares it: lower case, no accents or cedillas, punctuation turned into spaces and
 * runs of spaces collapsed. ' Salmão  GRELHADO! ' → 'salmao grelhado'.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(SEPARATORS, ' ').trim();
}

/** The query's keywords, normalised; a blank query has none. */
export function searchKeywords(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Whether a product matches every keyword (each one anywhere in its name, description or category name, so
 * 'salmao temaki' finds 'Temaki Salmão Grelhado'). No keywords match nothing.
 */
export function matchesMenuSearch(
  product: SearchableProduct,
  categoryName: string,
  keywords: readonly string[],
): boolean {
  if (keywords.length === 0) return false;
  const text = normalizeSearchText(`${product.nome} ${product.descricao ?? ''} ${categoryName}`);
  return keywords.every((keyword) => text.includes(keyword));
}

/**
 * The menu filtered by a query: the sections with at least one matching product, each with only those
 * products, both in menu order. A blank query gives no sections.
 */
export function searchMenu<C extends SearchableCategory<SearchableProduct>>(
  categories: readonly C[],
  query: string,
): MenuSearchGroup<C, C['produtos'][number]>[] {
  const keywords = searchKeywords(query);
  if (keywords.length === 0) return [];
  const groups: MenuSearchGroup<C, C['produtos'][number]>[] = [];
  for (const category of categories) {
    const products = category.produtos.filter((product) =>
      matchesMenuSearch(product, category.nome, keywords),
    );
    if (products.length > 0) groups.push({ category, products });
  }
  return groups;
}
