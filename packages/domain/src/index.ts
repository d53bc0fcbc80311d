export * from './brand/constants.ts';
export * from './money/format-brl.ts';
export * from './money/money.ts';
