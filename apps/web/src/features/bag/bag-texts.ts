/** The bag's pt-BR texts (the order details, the coupons, the gift cards and the route table use some). */
export const VALUES_SUMMARY_TITLE = 'Resumo de valores';
export const DELIVERY_FEE_LABEL = 'Taxa de entrega';
export const FREE_DELIVERY_TEXT = 'Grátis';
export const GIFT_CARD_LABEL = 'Gift Card';
export const SEE_BAG_LABEL = 'Ver sacola';
/** The bag's button to the checkout, and the checkout's title. */
export const CHECKOUT_TITLE = 'Finalizar pedido';
/** A Shinguru benefit line: what it costs and what it is. */
export const BENEFIT_FREE_LABEL = 'Grátis';
export const BENEFIT_LINE_BADGE = 'Benefício Shinguru';
