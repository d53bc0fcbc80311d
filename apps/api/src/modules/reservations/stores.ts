import { DEFAULT_RESERVATION_SETTINGS, type ReservationSettings, type StoreSchedule } from '@comanda/domain';
import type { Restaurant } from '../restaurants/index.ts';
import type { ReservationSettingsRow } from './repository.ts';

/** An active store with what the reservation screens show and the rules need. */
export interface ReservationStoreRow {
  id: number;
  nome: string;
  telefone: string;
  endereco: string;
  schedule: StoreSchedule;
  settings: ReservationSettings;
}

/** 'SCLS 405 Bloco C, 12 - Loja 12 — Asa Sul, Brasília-DF'. */
function addressText(store: Restaurant): string {
  const street = `${store.logradouro}, ${store.numero}${store.complemento ? ` - ${store.complemento}` : ''}`;
  return `${street} — ${store.bairro}, ${store.cidade}-${store.estado}`;
}

/** The brand's active restaurants with their reservation settings (defaults when a store has none). */
export function reservationStores(
  restaurants: Restaurant[],
  settings: ReservationSettingsRow[],
): ReservationStoreRow[] {
  return restaurants.map((store) => {
    const own = settings.find((s) => s.storeId === store.id);
    return {
      id: store.id,
      nome: store.nome,
      telefone: store.telefone,
      endereco: addressText(store),
      schedule: store.schedule,
      settings: own
        ? {
            enabled: own.enabled,
            seatsPerSlot: own.seatsPerSlot,
            intervalMinutes: own.intervalMinutes,
            lastSeatingMinutes: own.lastSeatingMinutes,
            maxPartySize: own.maxPartySize,
            daysAhead: own.daysAhead,
            minNoticeMinutes: own.minNoticeMinutes,
          }
        : DEFAULT_RESERVATION_SETTINGS,
    };
  });
}
