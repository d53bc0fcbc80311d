import { addCalendarDays, weekdayOf } from '@comanda/domain';

const WEEKDAYS_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

/** 'YYYY-MM-DD' as 'dd/MM'. */
export function dayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day}/${month}`;
}

/** The date chip's two lines: 'Hoje' / 'Amanhã' / 'qua', then 'dd/MM'. */
export function dateChipLabel(isoDate: string, today: string): { top: string; bottom: string } {
  const top =
    isoDate === today
      ? 'Hoje'
      : isoDate === addCalendarDays(today, 1)
        ? 'Amanhã'
        : WEEKDAYS_SHORT[weekdayOf(isoDate)]!;
  return { top, bottom: dayMonth(isoDate) };
}

/**
 * The date chip's accessible name: the two lines it shows, completed by the year ('Amanhã 03/06/2025'), and
 * ', sem horários' for a day without slots. It starts with the chip's text, as speech input needs (WCAG 2.5.3).
 */
export function dateChipName(isoDate: string, today: string, open: boolean): string {
  const { top, bottom } = dateChipLabel(isoDate, today);
  const name = `${top} ${bottom}/${isoDate.slice(0, 4)}`;
  return open ? name : `${name}, sem horários`;
}

/** 'terça-feira, 03/06/2025'. */
export function longDate(isoDate: string): string {
  const [year] = isoDate.split('-');
  return `${WEEKDAYS[weekdayOf(isoDate)]}, ${dayMonth(isoDate)}/${year}`;
}

/** '1 pessoa', '4 pessoas'. */
export function peopleText(count: number): string {
  return count === 1 ? '1 pessoa' : `${count} pessoas`;
}

/** A slot's time as shown: after midnight of an overnight window it says so. */
export function slotTimeText(horario: string, madrugada: boolean): string {
  return madrugada ? `${horario} (madrugada)` : horario;
}
