export * from './accounts.ts';
export * from './catalog.ts';
