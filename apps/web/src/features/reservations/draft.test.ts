import { afterEach, describe, expect, it } from 'vitest';
import { saveDraft, takeDraft } from './draft.ts';

afterEach(() => sessionStorage.clear());

describe('reservation draft', () => {
  it('is given back once', () => {
    saveDraft({ lojaId: 1, data: '2025-06-02', pessoas: 3, horario: '19:30' });
    expect(takeDraft()).toEqual({ lojaId: 1, data: '2025-06-02', pessoas: 3, horario: '19:30' });
    expect(takeDraft()).toBeNull();
  });

  it('reads a missing or odd party as 2 and time as none, and refuses a draft without store or day', () => {
    sessionStorage.setItem(
      'comanda-reservation-draft',
      '{"lojaId":1,"data":"2025-06-02","pessoas":"3","extra":1}',
    );
    expect(takeDraft()).toEqual({ lojaId: 1, data: '2025-06-02', pessoas: 2, horario: null });
    sessionStorage.setItem('comanda-reservation-draft', '{"data":"2025-06-02"}');
    expect(takeDraft()).toBeNull();
    expect(sessionStorage.getItem('comanda-reservation-draft')).toBeNull();
  });
});
