import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A fresh module, as after a reload of the page. */
const reloaded = () => import('./donation-question.ts');

describe('the donation question', () => {
  it('is asked once per placed order', async () => {
    const { askDonationAfter, takeDonationQuestion } = await reloaded();
    askDonationAfter(41);
    askDonationAfter(42);
    expect(takeDonationQuestion(42)).toBe(true);
    expect(takeDonationQuestion(42)).toBe(false);
    expect(takeDonationQuestion(7)).toBe(false);
    expect(takeDonationQuestion(41)).toBe(true);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('is still asked after a reload of the page in the same tab', async () => {
    (await reloaded()).askDonationAfter(42);
    const afterReload = await reloaded();
    expect(afterReload.takeDonationQuestion(42)).toBe(true);
    expect((await reloaded()).takeDonationQuestion(42)).toBe(false);
  });

  it('lives in memory where session storage cannot be written', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { askDonationAfter, takeDonationQuestion } = await reloaded();
    askDonationAfter(42);
    expect(takeDonationQuestion(42)).toBe(true);
    expect(takeDonationQuestion(42)).toBe(false);
  });

  it('ignores what is not a list of order ids', async () => {
    window.sessionStorage.setItem('hanami-doacao-a-perguntar', '{"x":1}');
    const { askDonationAfter, takeDonationQuestion } = await reloaded();
    expect(takeDonationQuestion(1)).toBe(false);
    askDonationAfter(5);
    expect(takeDonationQuestion(5)).toBe(true);
  });
});
