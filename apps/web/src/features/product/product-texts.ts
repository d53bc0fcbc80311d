/** The product screens' pt-BR texts (the menu and the route table use some). */
export const UNAVAILABLE_PRODUCT_TITLE = 'Produto indisponível';
export const NUTRITION_TITLE = 'Tabela nutricional';
export const PROMOTION_BADGE = 'Promoção';
export const KITS_TITLE = 'Kits Delivery';
