// Public API of the bag: what it holds (`carrinho`, `desconto`, `beneficio-shinguru`) and the commands that
// change it. Its screens are in pages/index.ts, for app/.
export {
  addGiftCard,
  addLine,
  applyCoupon,
  clearBag,
  editLine,
  removeCoupon,
  removeGiftCard,
  removeLine,
  setLineQuantity,
  switchStore,
} from './bag-commands.ts';
export {
  BAG_EMPTY_MESSAGE,
  bagLineInput,
  CHANGE_ADDRESS_CONFIRMATION,
  holdsOtherStore,
  newLineId,
  OTHER_STORE_CLEARED_MESSAGE,
} from './bag-rules.ts';
export {
  type BagLine,
  bagUnits,
  readBag,
  type StoredBag,
  type StoredBagLine,
  type StoredGiftCard,
  useAppliedCoupon,
  useBag,
} from './bag-store.ts';
