// Every lazy screen travels in one chunk, fetched once the first screen is idle (prefetch-lazy-screens.ts). The
// account area and the ordering screens share the features' state modules with the menu's first load; split into
// two chunks, the bundler would move those modules out of the entry into extra initial chunks (ADR 0104).
export * from './account-pages.ts';
export * from './order-pages.tsx';
