import { describe, expect, it } from 'vitest';
import type { StoreSchedule } from './opening-hours.ts';
import { matchesStoreSearch } from './store-search.ts';
import {
  CLOSED_DAY_TEXT,
  openingWindowsText,
  upcomingHolidays,
  WEEKDAY_NAMES,
  weeklyOpeningHours,
} from './weekly-hours.ts';

const at = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe('matchesStoreSearch', () => {
  const aguasClaras = { nome: 'Hanami Sushi Águas Claras', bairro: 'Águas Claras' };
  const asaNorte = { nome: 'Hanami Sushi Asa Norte', bairro: 'Asa Norte' };
  const pinheiros = { nome: 'Hanami Sushi Pinheiros', bairro: 'Pinheiros' };

  it.each([
    ['aguas claras', aguasClaras, true], // accents ignored
    ['ÁGUAS', aguasClaras, true], // case ignored
    ['asa norte', asaNorte, true],
    ['norte asa', asaNorte, true], // every keyword, any order
    ['asa  norte!', asaNorte, true], // punctuation and spaces
    ['asa sul', asaNorte, false], // 'sul' is missing
    ['pinheiros', pinheiros, true],
    ['hanami', pinheiros, true],
    ['sudoeste', pinheiros, false],
  ])('%j on %j → %s', (query, store, expected) => {
    expect(matchesStoreSearch(store, query)).toBe(expected);
  });

  it('matches the neighbourhood even when the name does not carry it', () => {
    expect(matchesStoreSearch({ nome: 'Hanami Sushi Centro', bairro: 'Vila Madalena' }, 'madalena')).toBe(
      true,
    );
  });

  it('a blank search matches every restaurant', () => {
    expect(matchesStoreSearch(asaNorte, '')).toBe(true);
    expect(matchesStoreSearch(asaNorte, '  ,  ')).toBe(true);
  });
});

describe('weekly opening hours', () => {
  const schedule: StoreSchedule = {
    horarios: [
      { dia: 1, abre: '18:00', fecha: '23:00' },
      { dia: 1, abre: '11:30', fecha: '15:00' },
      { dia: 5, abre: '11:30', fecha: '00:30' },
      { dia: 0, abre: '12:00', fecha: '22:00' },
      { dia: 3, abre: '18:00', fecha: '22:00' },
      { dia: 3, abre: '08:00', fecha: '10:00' },
      { dia: 3, abre: '12:00', fecha: '14:00' },
    ],
    feriados: [],
  };

  it('lists Monday to Sunday with pt-BR names, windows earliest first, Fechado without windows', () => {
    expect(weeklyOpeningHours(schedule)).toEqual([
      { dia: 1, nome: 'Segunda-feira', horario: '11:30 às 15:00 e 18:00 às 23:00' },
      { dia: 2, nome: 'Terça-feira', horario: 'Fechado' },
      { dia: 3, nome: 'Quarta-feira', horario: '08:00 às 10:00, 12:00 às 14:00 e 18:00 às 22:00' },
      { dia: 4, nome: 'Quinta-feira', horario: 'Fechado' },
      { dia: 5, nome: 'Sexta-feira', horario: '11:30 às 00:30' }, // past midnight: listed on the opening day
      { dia: 6, nome: 'Sábado', horario: 'Fechado' },
      { dia: 0, nome: 'Domingo', horario: '12:00 às 22:00' },
    ]);
  });

  it('a store without windows is closed every day', () => {
    const week = weeklyOpeningHours({ horarios: [] });
    expect(week.map((day) => day.horario)).toEqual(Array(7).fill(CLOSED_DAY_TEXT));
    expect(week.map((day) => day.nome).sort()).toEqual([...WEEKDAY_NAMES].sort());
  });

  it.each([
    [[], ''],
    [[{ abre: '18:00', fecha: '23:00' }], '18:00 às 23:00'],
    [
      [
        { abre: '18:00', fecha: '23:00' },
        { abre: '11:30', fecha: '15:00' },
      ],
      '11:30 às 15:00 e 18:00 às 23:00',
    ],
  ])('openingWindowsText(%j) = %j', (windows, text) => {
    expect(openingWindowsText(windows)).toBe(text);
  });
});

describe('upcomingHolidays', () => {
  const holidays = ['2027-01-01', '2026-12-25', '2026-12-24', '2025-12-25', 'not-a-date', '2026-12-25'];

  it('keeps today and later, earliest first, as dd/MM/y', () => {
    expect(upcomingHolidays(holidays, at('2026-12-24T23:30'))).toEqual([
      { data: '2026-12-24', texto: '24/12/2026' },
      { data: '2026-12-25', texto: '25/12/2026' },
      { data: '2027-01-01', texto: '01/01/2027' },
    ]);
  });

  it('reads today in São Paulo, not UTC', () => {
    // 2026-12-25 01:00 UTC is still the 24th in São Paulo.
    expect(upcomingHolidays(holidays, new Date('2026-12-25T01:00:00Z'))[0]?.data).toBe('2026-12-24');
  });

  it('stops at the limit and drops past holidays', () => {
    expect(upcomingHolidays(holidays, at('2026-12-26T10:00'), 1)).toEqual([
      { data: '2027-01-01', texto: '01/01/2027' },
    ]);
    expect(upcomingHolidays(holidays, at('2027-01-02T10:00'))).toEqual([]);
  });
});
