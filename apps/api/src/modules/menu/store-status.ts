import { storeStatus } from '@comanda/domain';
import type { StoreWithHours } from '../stores/index.ts';

/** 'aberta' or 'fechada' for a store at `now`, from its opening hours and holidays in America/Sao_Paulo. */
export function storeStatusAt(store: StoreWithHours, now: Date = new Date()): 'aberta' | 'fechada' {
  return storeStatus({ horarios: store.hours, feriados: store.holidays }, now);
}
