// Public API of product: the product to show (`produto`) and opening the product screen.
export { useOpenProduct } from './open-product.ts';
export { KITS_TITLE, PROMOTION_BADGE } from './product-texts.ts';
export type { ProductToOpen } from './stored-product.ts';
