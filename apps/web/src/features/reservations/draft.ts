/** The choices of a visitor sent to log in, restored when they come back (sessionStorage: this tab only). */
export interface ReservationDraft {
  lojaId: number;
  data: string;
  pessoas: number;
  horario: string | null;
}

const KEY = 'comanda-reservation-draft';

export function saveDraft(draft: ReservationDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // private mode or storage full: the customer picks again
  }
}

/** The saved draft, once: reading it removes it. */
export function takeDraft(): ReservationDraft | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const draft = text ? (JSON.parse(text) as Partial<ReservationDraft>) : null;
    if (!draft || typeof draft.lojaId !== 'number' || typeof draft.data !== 'string') return null;
    return {
      lojaId: draft.lojaId,
      data: draft.data,
      pessoas: typeof draft.pessoas === 'number' ? draft.pessoas : 2,
      horario: typeof draft.horario === 'string' ? draft.horario : null,
    };
  } catch {
    return null;
  }
}
