import { describe, expect, it } from 'vitest';
import { isVerificationCode, validateVerificationCode } from './verification-code.ts';

describe('verification code', () => {
  it.each(['012345', ' 999999 ', '000000'])('accepts %j', (code) => {
    expect(isVerificationCode(code)).toBe(true);
    expect(validateVerificationCode(code)).toBeNull();
  });

  it.each(['', '12345', '1234567', '12a456', '١٢٣٤٥٦', '12 345'])('refuses %j', (code) => {
    expect(validateVerificationCode(code)).toBe('O código deve ter 6 dígitos.');
  });
});
