// The second lazy screens' chunk, reached only through screens.ts (ADR 0140): the account area and the ordering
// screens after the bag.
export * from './account-pages.ts';
export * from './order-pages.tsx';
