import { describe, expect, it } from 'vitest';
import { statusAfterToggle } from './settings.ts';

describe('notification toggle (§4)', () => {
  it('sends the opposite of the current value', () => {
    expect(statusAfterToggle(true)).toBe(0);
    expect(statusAfterToggle(false)).toBe(1);
  });
});
