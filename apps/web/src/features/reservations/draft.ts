import { type Check, INVALID, number, object, string } from '../../lib/schema.ts';
import { defineSessionKey } from '../../lib/session-storage.ts';

/** The choices of a visitor sent to log in, restored when they come back (sessionStorage: this tab only). */
export interface ReservationDraft {
  lojaId: number;
  data: string;
  pessoas: number;
  horario: string | null;
}

/** `check`'s value, or `fallback` for anything it refuses. */
const orElse =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value) => {
    const checked = check(value);
    return checked === INVALID ? fallback : checked;
  };

const draftKey = defineSessionKey<ReservationDraft>(
  'reservation-draft',
  object({
    lojaId: number,
    data: string,
    pessoas: orElse(number, 2),
    horario: orElse<string | null>(string, null),
  }),
);

export function saveDraft(draft: ReservationDraft): void {
  draftKey.write(draft);
}

/** The saved draft, once: reading it removes it. */
export function takeDraft(): ReservationDraft | null {
  const draft = draftKey.read();
  draftKey.remove();
  if (!draft) return null;
  return { lojaId: draft.lojaId, data: draft.data, pessoas: draft.pessoas, horario: draft.horario };
}
