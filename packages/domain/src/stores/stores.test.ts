import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteDelivery, quoteDeliveryBetween } from './delivery-fee.ts';
import { haversineKm } from './distance.ts';
import {
  isStoreOpen,
  parseClockTime,
  type StoreSchedule,
  storeStatus,
  windowLengthMinutes,
} from './opening-hours.ts';

// Week of 2025-06-01 (Sunday) … 2025-06-07 (Saturday). São Paulo is UTC-3.
const at = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

const schedule: StoreSchedule = {
  horarios: [
    { dia: 1, abre: '11:00', fecha: '15:00' }, // Monday lunch
    { dia: 1, abre: '18:00', fecha: '23:00' }, // Monday dinner
    { dia: 5, abre: '18:00', fecha: '02:00' }, // Friday into Saturday
    { dia: 6, abre: '18:00', fecha: '02:00' }, // Saturday into Sunday
    // Sunday (0) and Tuesday–Thursday closed
  ],
  feriados: ['2025-06-14'], // a Saturday
};

describe('opening hours in America/Sao_Paulo', () => {
  it.each([
    ['2025-06-02T10:59', false], // Monday before opening
    ['2025-06-02T11:00', true], // opens inclusive
    ['2025-06-02T14:59', true],
    ['2025-06-02T15:00', false], // closes exclusive
    ['2025-06-02T16:00', false], // between windows
    ['2025-06-02T22:59', true],
    ['2025-06-02T23:00', false],
    ['2025-06-03T12:00', false], // Tuesday: closed day
    ['2025-06-01T12:00', false], // Sunday: closed day
    ['2025-06-06T17:59', false], // Friday
    ['2025-06-06T18:00', true],
    ['2025-06-06T23:59', true],
    ['2025-06-07T00:00', true], // Saturday 00:00, Friday's window still running
    ['2025-06-07T01:59', true],
    ['2025-06-07T02:00', false],
    ['2025-06-07T12:00', false],
    ['2025-06-08T01:00', true], // Sunday 01:00, Saturday's window still running
    ['2025-06-14T19:00', false], // Saturday holiday: closed
    ['2025-06-15T01:00', false], // tail of the holiday's window is closed too
    ['2025-06-14T01:00', true], // tail of Friday's window runs into the holiday morning
  ])('%s → open %s', (local, open) => {
    expect(isStoreOpen(schedule, at(local))).toBe(open);
    expect(storeStatus(schedule, at(local).getTime())).toBe(open ? 'aberta' : 'fechada');
  });

  it('reads the instant in São Paulo, not UTC', () => {
    // Monday 22:30 in São Paulo is Tuesday 01:30 UTC.
    expect(isStoreOpen(schedule, new Date('2025-06-03T01:30:00Z'))).toBe(true);
  });

  it('a window with equal times is open all day', () => {
    const allDay: StoreSchedule = { horarios: [{ dia: 3, abre: '00:00', fecha: '00:00' }], feriados: [] };
    expect(isStoreOpen(allDay, at('2025-06-04T00:00'))).toBe(true);
    expect(isStoreOpen(allDay, at('2025-06-04T23:59'))).toBe(true);
    expect(isStoreOpen(allDay, at('2025-06-05T00:00'))).toBe(false);
    expect(windowLengthMinutes({ abre: '00:00', fecha: '00:00' })).toBe(1440);
  });

  it('no windows means always closed', () => {
    expect(isStoreOpen({ horarios: [], feriados: [] }, at('2025-06-02T12:00'))).toBe(false);
  });

  it.each([
    ['00:00', 0],
    ['23:59', 1439],
    ['18:30', 1110],
  ])('parseClockTime(%s) = %i', (text, minutes) => {
    expect(parseClockTime(text)).toBe(minutes);
  });

  it.each(['24:00', '7:00', '12:60', '', 'noon'])('rejects clock time %j', (text) => {
    expect(() => parseClockTime(text)).toThrow(RangeError);
  });

  it.each([
    [{ abre: '11:00', fecha: '15:00' }, 240],
    [{ abre: '18:00', fecha: '02:00' }, 480],
  ])('window %j lasts %i minutes', (window, minutes) => {
    expect(windowLengthMinutes(window)).toBe(minutes);
  });
});

const brasilia = { lat: -15.7939, lng: -47.8828 };
const saoPaulo = { lat: -23.5505, lng: -46.6333 };

describe('haversine distance', () => {
  it('Brasília to São Paulo is about 873 km', () => {
    expect(haversineKm(brasilia, saoPaulo)).toBeCloseTo(873, -1);
  });

  it('one degree of latitude is about 111.2 km', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 1);
  });

  it('rejects non-finite coordinates', () => {
    expect(() => haversineKm({ lat: Number.NaN, lng: 0 }, brasilia)).toThrow(RangeError);
  });

  it('is symmetric, non-negative and zero to itself (property)', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineKm(a, b);
        return (
          d >= 0 &&
          Math.abs(d - haversineKm(b, a)) < 1e-9 &&
          haversineKm(a, a) === 0 &&
          d <= Math.PI * 6371.0088 + 1e-6
        );
      }),
    );
  });
});

describe('delivery fee bands', () => {
  const bands = [
    { ateKm: 6, valor: 990 },
    { ateKm: 3, valor: 590 },
    { ateKm: 10, valor: 1490 },
  ];
  it.each([
    [0, { inside: true, fee: 590 }],
    [3, { inside: true, fee: 590 }], // band limit inclusive
    [3.01, { inside: true, fee: 990 }],
    [6, { inside: true, fee: 990 }],
    [8, { inside: true, fee: 1490 }],
    [9, { inside: true, fee: 1490 }], // radius inclusive
    [9.01, { inside: false }], // beyond the radius
  ])('%s km → %j', (distanceKm, quote) => {
    expect(quoteDelivery(distanceKm, bands, 9)).toEqual({ ...quote, distanceKm });
  });

  it('outside every band even within the radius', () => {
    expect(quoteDelivery(12, bands, 20)).toEqual({ inside: false, distanceKm: 12 });
    expect(quoteDelivery(1, [], 20)).toEqual({ inside: false, distanceKm: 1 });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects distance %s', (distanceKm) => {
    expect(() => quoteDelivery(distanceKm, bands, 9)).toThrow(RangeError);
  });

  it('quotes between a store and an address', () => {
    const store = { lat: -15.7939, lng: -47.8828 };
    const near = { lat: -15.8039, lng: -47.8828 }; // ~1.1 km south
    expect(quoteDeliveryBetween(store, near, bands, 9)).toMatchObject({ inside: true, fee: 590 });
    expect(quoteDeliveryBetween(store, saoPaulo, bands, 9)).toMatchObject({ inside: false });
  });
});
