import { describe, expect, it } from 'vitest';
import { validateContact } from './reservation-contact-form.ts';
import { dateChipLabel, dateChipName, longDate, peopleText, slotTimeText } from './reservation-format.ts';

describe('reservation texts', () => {
  it('labels the date chips Hoje, Amanhã, then the weekday', () => {
    expect(dateChipLabel('2025-06-02', '2025-06-02')).toEqual({ top: 'Hoje', bottom: '02/06' });
    expect(dateChipLabel('2025-06-03', '2025-06-02')).toEqual({ top: 'Amanhã', bottom: '03/06' });
    expect(dateChipLabel('2025-06-07', '2025-06-02')).toEqual({ top: 'sáb', bottom: '07/06' });
  });

  it('names the date chips by what they show, then the year and whether the day has slots', () => {
    expect(dateChipName('2025-06-02', '2025-06-02', true)).toBe('Hoje 02/06/2025');
    expect(dateChipName('2025-06-03', '2025-06-02', false)).toBe('Amanhã 03/06/2025, sem horários');
    expect(dateChipName('2026-01-01', '2025-12-29', true)).toBe('qui 01/01/2026');
  });

  it('writes dates, parties and after-midnight times in full', () => {
    expect(longDate('2025-06-01')).toBe('domingo, 01/06/2025');
    expect(peopleText(1)).toBe('1 pessoa');
    expect(peopleText(4)).toBe('4 pessoas');
    expect(slotTimeText('00:30', true)).toBe('00:30 (madrugada)');
    expect(slotTimeText('20:00', false)).toBe('20:00');
  });

  it('requires a name and a Brazilian mobile phone', () => {
    expect(validateContact('Ana', '(61) 99876-5432')).toEqual({});
    expect(validateContact(' ', '')).toEqual({
      nome: 'O campo nome é obrigatório!',
      celular: 'O campo celular é obrigatório!',
    });
    expect(validateContact('Ana', '(61) 3345-4050')).toEqual({ celular: 'Número de celular inválido!' });
  });
});
