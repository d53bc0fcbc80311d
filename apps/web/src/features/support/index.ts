// Public API of support: the built-in chat with the store and the 'Fale conosco' entry points. Its page is in
// pages/index.ts, for app/.
export { openSupport } from './open-support.ts';
export { SUPPORT_PATH, supportPath } from './support-target.ts';
export { SUPPORT_ORDER_BUTTON, SUPPORT_TITLE } from './support-texts.ts';
