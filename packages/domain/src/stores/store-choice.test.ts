import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance.ts';
import type { StoreSchedule } from './opening-hours.ts';
import { chooseDeliveringStore, type DeliveringStore } from './store-choice.ts';
import { CLOSED_TODAY_TEXT, todayOpeningHoursText } from './today-hours.ts';

// 2025-06-02 is a Monday; São Paulo is UTC-3.
const at = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
const alwaysOpen: StoreSchedule = {
  horarios: [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '00:00', fecha: '00:00' })),
  feriados: [],
};
const neverOpen: StoreSchedule = { horarios: [], feriados: [] };
const bands = [
  { ateKm: 2, valor: 490 },
  { ateKm: 5, valor: 890 },
];

/** A point `km` kilometres north of `origin` (one degree of latitude ≈ 111.195 km on this Earth radius). */
const north = (origin: { lat: number; lng: number }, km: number) => ({
  lat: origin.lat + km / ((Math.PI * 6371.0088) / 180),
  lng: origin.lng,
});

const west: DeliveringStore = {
  id: 1,
  lat: -15.8,
  lng: -47.9,
  raioEntregaKm: 5,
  faixasFrete: bands,
  schedule: alwaysOpen,
};
const east: DeliveringStore = { ...west, id: 2, lng: -47.8 }; // ~10.7 km east of `west`

describe('chooseDeliveringStore', () => {
  const now = at('2025-06-02T12:00');

  it('picks the nearest store whose area contains the point', () => {
    const nearWest = { lat: -15.8, lng: -47.87 }; // ~3.2 km from west, ~7.5 km from east
    expect(chooseDeliveringStore([east, west], nearWest, now)).toMatchObject({ store: { id: 1 }, fee: 890 });
  });

  it('just inside the radius is delivered, just outside is not', () => {
    const inside = north(west, 4.999);
    const outside = north(west, 5.001);
    expect(haversineKm(west, inside)).toBeLessThan(5);
    expect(chooseDeliveringStore([west], inside, now)).toMatchObject({ store: { id: 1 }, fee: 890 });
    expect(chooseDeliveringStore([west], outside, now)).toBeNull();
  });

  it('fee band limits are inclusive', () => {
    expect(chooseDeliveringStore([west], north(west, 1.999), now)?.fee).toBe(490);
    expect(chooseDeliveringStore([west], north(west, 2.001), now)?.fee).toBe(890);
  });

  it('prefers an open store in the area over a nearer closed one', () => {
    const closedWest = { ...west, schedule: neverOpen };
    const between = { lat: -15.8, lng: -47.855 }; // ~4.8 km from west, ~5.9 km from east
    const widerEast = { ...east, raioEntregaKm: 7, faixasFrete: [...bands, { ateKm: 7, valor: 1190 }] };
    expect(chooseDeliveringStore([closedWest, widerEast], between, now)).toMatchObject({
      store: { id: 2 },
      open: true,
      fee: 1190,
    });
  });

  it('with every store in the area closed, the nearest closed one', () => {
    const closedWest = { ...west, schedule: neverOpen };
    const closedEast = { ...east, schedule: neverOpen };
    expect(chooseDeliveringStore([closedEast, closedWest], west, now)).toMatchObject({
      store: { id: 1 },
      open: false,
      distanceKm: 0,
    });
  });

  it('equal distances keep the lower id', () => {
    const twin = { ...west, id: 7 };
    expect(chooseDeliveringStore([twin, west], west, now)?.store.id).toBe(1);
  });

  it('no store delivers there', () => {
    expect(chooseDeliveringStore([west, east], { lat: -23.56, lng: -46.68 }, now)).toBeNull();
    expect(chooseDeliveringStore([], west, now)).toBeNull();
  });

  it('reads opening hours at the given instant, overnight windows included', () => {
    const lateNight: StoreSchedule = { horarios: [{ dia: 1, abre: '18:00', fecha: '02:00' }], feriados: [] };
    const store = { ...west, schedule: lateNight };
    expect(chooseDeliveringStore([store], west, at('2025-06-03T01:30'))?.open).toBe(true);
    expect(chooseDeliveringStore([store], west, at('2025-06-03T02:00'))?.open).toBe(false);
  });
});

describe('todayOpeningHoursText', () => {
  const schedule: StoreSchedule = {
    horarios: [
      { dia: 1, abre: '18:00', fecha: '23:00' },
      { dia: 1, abre: '11:30', fecha: '15:00' },
      { dia: 2, abre: '18:00', fecha: '00:30' },
      { dia: 3, abre: '08:00', fecha: '10:00' },
      { dia: 3, abre: '12:00', fecha: '14:00' },
      { dia: 3, abre: '18:00', fecha: '22:00' },
    ],
    feriados: ['2025-06-10'],
  };
  it.each([
    ['2025-06-02T09:00', '11:30 às 15:00 e 18:00 às 23:00'], // Monday, earliest first
    ['2025-06-03T20:00', '18:00 às 00:30'], // Tuesday overnight window
    ['2025-06-04T09:00', '08:00 às 10:00, 12:00 às 14:00 e 18:00 às 22:00'],
    ['2025-06-05T12:00', CLOSED_TODAY_TEXT], // Thursday: no windows
    ['2025-06-10T12:00', CLOSED_TODAY_TEXT], // a Tuesday holiday
    ['2025-06-03T23:30', '18:00 às 00:30'], // 02:30 UTC on Wednesday is still Tuesday in São Paulo
  ])('%s → %s', (local, text) => {
    expect(todayOpeningHoursText(schedule, at(local))).toBe(text);
  });
});
