/** Brand id of the running brand (§9). */
export const BRAND_ID = 4;
/** Loyalty programme brand id default (§9). */
export const LOYALTY_BRAND_ID = 47;
/** The only modality: delivery (§1). */
export const MODALITY = 'DLV' as const;
/** Platform name sent to the API (§1). */
export const PLATFORM = 'PWA' as const;
/** App version sent to the API (§1). */
export const APP_VERSION = '1.3.14';
/** Layout breakpoint in CSS px: below is mobile, at or above is desktop (§9). */
export const DESKTOP_MIN_WIDTH = 768;
/** Default toast duration in milliseconds (§9). */
export const TOAST_DURATION_MS = 1500;
/** Toast duration in milliseconds after deactivating or deleting the account (§9). */
export const ACCOUNT_TOAST_DURATION_MS = 5500;
/** Time zone in which stores live (opening hours, dates). */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';
