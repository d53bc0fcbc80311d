/** An extra named 'Sem …' ("without …") is the group's explicit "none" choice (`sem_escolha`). */
export function isNoChoiceExtra(name: string): boolean {
  return /^sem\b/i.test(name.trim());
}

/** A product is on promotion when its original price in centavos is above the price charged. */
export function isPromotionalPrice(price: number, originalPrice: number | null | undefined): boolean {
  return originalPrice != null && originalPrice > price;
}
