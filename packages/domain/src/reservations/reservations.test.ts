import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoreSchedule } from '../stores/opening-hours.ts';
import { bookableDates, bookableSlots, hasMinimumNotice, validateBookingDate } from './booking-window.ts';
import {
  fitsInSlot,
  partySizeLimit,
  remainingSeats,
  validatePartySize,
  validateSlotCapacity,
} from './capacity.ts';
import { checkReservationRequest, isUpcomingReservation, reservationRequestVerdict } from './request.ts';
import {
  DEFAULT_RESERVATION_SETTINGS,
  durationText,
  RESERVATION_MESSAGES,
  type ReservationSettings,
} from './settings.ts';
import {
  addCalendarDays,
  findSlot,
  isIsoDate,
  reservationSlots,
  storeLocalInstant,
  weekdayOf,
} from './slots.ts';

// Week of 2025-06-01 (Sunday) … 2025-06-07 (Saturday). São Paulo is UTC-3.
const at = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

const schedule: StoreSchedule = {
  horarios: [
    { dia: 1, abre: '11:00', fecha: '15:00' }, // Monday lunch
    { dia: 1, abre: '18:00', fecha: '23:00' }, // Monday dinner
    { dia: 5, abre: '18:00', fecha: '02:00' }, // Friday into Saturday
    { dia: 6, abre: '18:00', fecha: '02:00' }, // Saturday into Sunday
  ],
  feriados: ['2025-06-14'], // a Saturday
};

const settings: ReservationSettings = {
  ...DEFAULT_RESERVATION_SETTINGS,
  seatsPerSlot: 10,
  intervalMinutes: 30,
  lastSeatingMinutes: 60,
  maxPartySize: 8,
  daysAhead: 14,
  minNoticeMinutes: 120,
};

const times = (
  date: string,
  s: Pick<ReservationSettings, 'intervalMinutes' | 'lastSeatingMinutes'> = settings,
) => reservationSlots(schedule, date, s).map((slot) => slot.time);

describe('reservation slots from the opening windows', () => {
  it('every interval from opening until the last seating before closing, window by window', () => {
    expect(times('2025-06-02')).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);
  });

  it('a closed weekday and a holiday have no slots', () => {
    expect(times('2025-06-03')).toEqual([]);
    expect(times('2025-06-14')).toEqual([]);
  });

  it('an overnight window goes on after midnight, as the service day it started on', () => {
    const slots = reservationSlots(schedule, '2025-06-06', settings);
    expect(slots.map((s) => s.time)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
      '00:30',
      '01:00',
    ]);
    const last = slots[slots.length - 1]!;
    expect(last).toEqual({
      date: '2025-06-06',
      time: '01:00',
      startsAt: at('2025-06-07T01:00'),
      afterMidnight: true,
    });
    expect(slots[0]).toMatchObject({ afterMidnight: false, startsAt: at('2025-06-06T18:00') });
  });

  it('the tail of the holiday-eve window still runs; the holiday’s own window is closed', () => {
    expect(times('2025-06-13').slice(-3)).toEqual(['00:00', '00:30', '01:00']);
    expect(times('2025-06-14')).toEqual([]);
  });

  it('a 24-hour window and overlapping windows give each start once', () => {
    const allDay: StoreSchedule = {
      horarios: [
        { dia: 3, abre: '00:00', fecha: '00:00' },
        { dia: 3, abre: '12:00', fecha: '14:00' },
      ],
      feriados: [],
    };
    const slots = reservationSlots(allDay, '2025-06-04', { intervalMinutes: 60, lastSeatingMinutes: 60 });
    expect(slots).toHaveLength(24);
    expect(slots[12]?.time).toBe('12:00');
    expect(slots[23]?.time).toBe('23:00');
  });

  it('a window shorter than the last seating has no slots; the interval sets the step', () => {
    const short: StoreSchedule = { horarios: [{ dia: 1, abre: '12:00', fecha: '12:45' }], feriados: [] };
    expect(reservationSlots(short, '2025-06-02', settings)).toEqual([]);
    expect(times('2025-06-02', { intervalMinutes: 45, lastSeatingMinutes: 90 })).toEqual([
      '11:00',
      '11:45',
      '12:30',
      '13:15',
      '18:00',
      '18:45',
      '19:30',
      '20:15',
      '21:00',
    ]);
  });

  it('findSlot finds an offered time only', () => {
    expect(findSlot(schedule, '2025-06-02', '19:30', settings)?.startsAt).toEqual(at('2025-06-02T19:30'));
    expect(findSlot(schedule, '2025-06-02', '19:45', settings)).toBeUndefined();
    expect(findSlot(schedule, '2025-06-02', '16:00', settings)).toBeUndefined();
  });

  it('every slot lies inside an opening window, at least the last seating before it closes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 27 }), fc.constantFrom(15, 30, 45, 60), (offset, interval) => {
        const date = addCalendarDays('2025-06-01', offset);
        for (const slot of reservationSlots(schedule, date, {
          intervalMinutes: interval,
          lastSeatingMinutes: 60,
        })) {
          const local = slot.startsAt.getTime();
          expect(slot.date).toBe(date);
          expect(local).toBeGreaterThanOrEqual(at(`${date}T00:00`).getTime());
          // an hour later the store is still open (the window closes at least 60 min after the slot)
          expect(local + 59 * 60_000).toBeLessThan(at(`${addCalendarDays(date, 1)}T02:00`).getTime());
        }
      }),
    );
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2025-06-02', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-6-2', false],
    ['', false],
  ])('isIsoDate(%j) = %s', (text, valid) => {
    expect(isIsoDate(text)).toBe(valid);
  });

  it('adds days across months and years; weekday of a date', () => {
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(weekdayOf('2025-06-01')).toBe(0);
    expect(weekdayOf('2025-06-07')).toBe(6);
    expect(() => weekdayOf('amanhã')).toThrow(RangeError);
  });

  it('reads São Paulo wall-clock times as instants, also past midnight and in the old summer time', () => {
    expect(storeLocalInstant('2025-06-02', 19 * 60 + 30)).toEqual(new Date('2025-06-02T22:30:00Z'));
    expect(storeLocalInstant('2025-06-02', 24 * 60 + 30)).toEqual(new Date('2025-06-03T03:30:00Z'));
    // January 2018: São Paulo was on summer time, UTC-2.
    expect(storeLocalInstant('2018-01-10', 20 * 60)).toEqual(new Date('2018-01-10T22:00:00Z'));
  });
});

describe('booking window', () => {
  it('today in São Paulo and the next daysAhead days', () => {
    // Monday 01:00 UTC is still Sunday evening in São Paulo.
    const dates = bookableDates(new Date('2025-06-02T01:00:00Z'), { daysAhead: 2 });
    expect(dates).toEqual(['2025-06-01', '2025-06-02', '2025-06-03']);
    expect(bookableDates(at('2025-06-02T12:00'), { daysAhead: 0 })).toEqual(['2025-06-02']);
  });

  it.each([
    ['2025-06-02', null],
    ['2025-06-16', null],
    ['2025-06-17', 'Só é possível reservar com até 14 dias de antecedência.'],
    ['2025-06-01', 'Data inválida!'],
    ['02/06/2025', 'Data inválida!'],
  ])('date %s → %j', (date, message) => {
    expect(validateBookingDate(date, at('2025-06-02T10:00'), settings)).toBe(message);
  });

  it('today only reads differently', () => {
    expect(
      validateBookingDate('2025-06-03', at('2025-06-02T10:00'), { daysAhead: 0, minNoticeMinutes: 0 }),
    ).toBe('Só é possível reservar para hoje.');
  });

  it('the minimum notice hides slots starting too soon', () => {
    const slot = { startsAt: at('2025-06-02T19:00') };
    expect(hasMinimumNotice(slot, at('2025-06-02T17:00'), settings)).toBe(true);
    expect(hasMinimumNotice(slot, at('2025-06-02T17:01').getTime(), settings)).toBe(false);
    const left = bookableSlots(schedule, '2025-06-02', at('2025-06-02T18:10'), settings).map((s) => s.time);
    expect(left).toEqual(['20:30', '21:00', '21:30', '22:00']);
    expect(bookableSlots(schedule, '2025-06-30', at('2025-06-02T18:10'), settings)).toEqual([]);
  });
});

describe('party size and capacity', () => {
  it.each([
    [1, null],
    [8, null],
    [0, 'A reserva deve ser para 1 a 8 pessoas.'],
    [9, 'A reserva deve ser para 1 a 8 pessoas.'],
    [2.5, 'A reserva deve ser para 1 a 8 pessoas.'],
  ])('party of %s → %j', (party, message) => {
    expect(validatePartySize(party, settings)).toBe(message);
  });

  it('the party limit never passes the seats of a slot, nor drops below 1', () => {
    expect(partySizeLimit({ maxPartySize: 12, seatsPerSlot: 6 })).toBe(6);
    expect(partySizeLimit({ maxPartySize: 0, seatsPerSlot: 6 })).toBe(1);
  });

  it('a booking is accepted only if booked seats + party <= capacity', () => {
    expect(fitsInSlot(10, 6, 4)).toBe(true);
    expect(fitsInSlot(10, 6, 5)).toBe(false);
    expect(remainingSeats(10, 6)).toBe(4);
    expect(remainingSeats(10, 12)).toBe(0);
    expect(validateSlotCapacity(10, 6, 4)).toBeNull();
    expect(validateSlotCapacity(10, 10, 1)).toBe(RESERVATION_MESSAGES.slotFull);
    expect(validateSlotCapacity(10, 9, 2)).toBe('Só resta 1 lugar neste horário. Escolha outro horário.');
    expect(validateSlotCapacity(10, 7, 4)).toBe('Só restam 3 lugares neste horário. Escolha outro horário.');
  });

  it('accepting parties one by one never overbooks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 1, max: 12 })),
        (capacity, parties) => {
          let booked = 0;
          for (const party of parties)
            if (validateSlotCapacity(capacity, booked, party) === null) booked += party;
          expect(booked).toBeLessThanOrEqual(capacity);
        },
      ),
    );
  });
});

describe('a reservation request', () => {
  const now = at('2025-06-02T10:00');
  it.each([
    [{ date: '2025-06-02', time: '19:30', party: 2 }, null],
    [{ date: '2025-06-02', time: '19:30', party: 9 }, 'A reserva deve ser para 1 a 8 pessoas.'],
    [{ date: '2025-06-2', time: '19:30', party: 2 }, 'Data inválida!'],
    [{ date: '2025-06-03', time: '19:30', party: 2 }, RESERVATION_MESSAGES.closedDate],
    [{ date: '2025-06-02', time: '16:00', party: 2 }, RESERVATION_MESSAGES.slotNotOffered],
    [
      { date: '2025-06-02', time: '11:30', party: 2 },
      'As reservas devem ser feitas com pelo menos 2 horas de antecedência.',
    ],
  ])('%j → %j', (request, message) => {
    const result = checkReservationRequest(schedule, settings, request, now);
    if (message === null) expect(result).toMatchObject({ ok: true, slot: { time: '19:30' } });
    else expect(result).toEqual({ ok: false, message });
  });

  it.each([
    [{ date: '2025-06-02', time: '19:30', party: 9 }, 'reservation_party_size'],
    [{ date: '2025-06-2', time: '19:30', party: 2 }, 'reservation_date_unavailable'],
    [{ date: '2025-06-03', time: '19:30', party: 2 }, 'reservation_date_unavailable'],
    [{ date: '2025-06-02', time: '16:00', party: 2 }, 'reservation_time_unavailable'],
    [{ date: '2025-06-02', time: '11:30', party: 2 }, 'reservation_time_unavailable'],
  ])('%j is refused as %s, with the same message', (request, code) => {
    const verdict = reservationRequestVerdict(schedule, settings, request, now);
    const check = checkReservationRequest(schedule, settings, request, now);
    expect(verdict).toEqual({ ok: false, code, message: check.ok ? undefined : check.message });
  });

  it('a reservation is upcoming until it starts', () => {
    const startsAt = at('2025-06-02T19:30');
    expect(isUpcomingReservation(startsAt, at('2025-06-02T19:29'))).toBe(true);
    expect(isUpcomingReservation(startsAt, startsAt.getTime())).toBe(false);
  });

  it.each([
    [45, '45 minutos'],
    [1, '1 minuto'],
    [60, '1 hora'],
    [120, '2 horas'],
    [90, '1 hora e 30 minutos'],
    [121, '2 horas e 1 minuto'],
  ])('durationText(%i) = %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it('messages for the customer limit and today-only', () => {
    expect(RESERVATION_MESSAGES.customerLimit(5)).toBe('Você só pode ter até 5 reservas futuras.');
  });
});
