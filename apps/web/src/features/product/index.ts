// Public API of product: the product to show (`produto`) and opening the product screen.
export { useOpenProduct } from './open-product.ts';
export type { ProductToOpen } from './stored-product.ts';
