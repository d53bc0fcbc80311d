// The icons the app uses, re-exported from one module so the bundler keeps only these (see docs/web.md).
export {
  alertCircleOutline,
  bagHandleOutline,
  checkmarkCircleOutline,
  chevronBackOutline,
  chevronDownOutline,
  chevronForwardOutline,
  closeOutline,
  informationCircleOutline,
  locationOutline,
  personCircleOutline,
  receiptOutline,
  restaurantOutline,
  ribbonOutline,
  searchOutline,
  storefrontOutline,
} from 'ionicons/icons';
