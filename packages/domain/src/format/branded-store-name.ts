const SEPARATORS = /^[\s·\-–—:|]+/u;

/**
 * The brand and the store as one heading (§2 home top bar): 'Hanami Sushi · Asa Norte'. A store named after the
 * brand ('Hanami Sushi Asa Norte') keeps only its own part, so the brand is never said twice; without a store it
 * reads 'Hanami Sushi · Delivery'.
 */
export function brandedStoreName(brandName: string, storeName: string | null | undefined): string {
  const store = (storeName ?? '').trim().replace(/\s+/gu, ' ');
  if (!store) return `${brandName} · Delivery`;
  const prefix = store.slice(0, brandName.length);
  const rest = store.slice(brandName.length);
  const startsWithBrand =
    prefix.toLocaleLowerCase('pt-BR') === brandName.toLocaleLowerCase('pt-BR') &&
    (rest === '' || SEPARATORS.test(rest));
  if (!startsWithBrand) return `${brandName} · ${store}`;
  const own = rest.replace(SEPARATORS, '');
  return own ? `${brandName} · ${own}` : brandName;
}
