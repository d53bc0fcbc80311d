import './http/messages.ts';

export * from './banners/banners.ts';
export * from './catalog/catalog-file.ts';
export * from './http/envelope.ts';
export * from './menu/menu.ts';
