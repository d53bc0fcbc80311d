// Public API of the bag: what it holds (`carrinho`, `desconto`, `beneficio-shinguru`), the commands that
// change it and its pricing by the server. Its screens are in pages/index.ts, for app/.
export { prefetchBagPrice, useBagPriceRequest } from './api/bag-price-request.ts';
export { prefetchBagScreen } from './api/prefetch-bag-screen.ts';
export {
  type PricedStoredBag,
  type PricedStoredBagLine,
  priceBagBody,
  usePricedBag,
} from './api/price-bag.ts';
export {
  addGiftCard,
  addLine,
  applyCoupon,
  clearBag,
  editLine,
  removeCoupon,
  removeGiftCard,
  removeLine,
  restoreBag,
  setLineQuantity,
  switchStore,
  takeBagSnapshot,
} from './bag-commands.ts';
export {
  BAG_EMPTY_MESSAGE,
  bagEntry,
  bagLineInput,
  CHANGE_ADDRESS_CONFIRMATION,
  describeChoices,
  holdsOtherStore,
  newLineId,
  OTHER_STORE_CLEARED_MESSAGE,
  priceBody,
} from './bag-rules.ts';
export {
  type BagLine,
  type BagSnapshot,
  bagSnapshotCheck,
  bagUnits,
  isBagOfStore,
  readBag,
  type StoredBag,
  type StoredBagLine,
  type StoredGiftCard,
  useAppliedCoupon,
  useBag,
} from './bag-store.ts';
export {
  DELIVERY_FEE_LABEL,
  FREE_DELIVERY_TEXT,
  GIFT_CARD_LABEL,
  SEE_BAG_LABEL,
  VALUES_SUMMARY_TITLE,
} from './bag-texts.ts';
export { addBenefitLine } from './benefit-commands.ts';
export { lineFromProduct, type ProductChoices } from './line-from-product.ts';
