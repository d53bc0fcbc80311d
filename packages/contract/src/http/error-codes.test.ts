import { describe, expect, it } from 'vitest';
import { errorEnvelope } from './envelope.ts';
import { errorCodeInfo, errorCodes, isErrorCode } from './error-codes.ts';

describe('error codes', () => {
  it('lists every code once', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it.each(errorCodes)('%s is snake_case', (code) => {
    expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('describes every listed code, and nothing else', () => {
    expect(Object.keys(errorCodeInfo).sort()).toEqual([...errorCodes].sort());
    for (const info of Object.values(errorCodeInfo)) {
      expect(info.statuses.length).toBeGreaterThan(0);
      expect(info.meaning.trim()).not.toBe('');
    }
  });

  it('the error envelope requires a listed code', () => {
    const body = { status: 'error', message: 'Ainda não entregamos neste endereço.' };
    expect(errorEnvelope.safeParse(body).success).toBe(false);
    expect(errorEnvelope.safeParse({ ...body, code: 'no_such_code' }).success).toBe(false);
    expect(errorEnvelope.parse({ ...body, code: 'no_store_delivers' })).toEqual({
      ...body,
      code: 'no_store_delivers',
    });
  });

  it('recognises listed codes only', () => {
    expect(isErrorCode('not_authenticated')).toBe(true);
    expect(isErrorCode('Not_Authenticated')).toBe(false);
    expect(isErrorCode(401)).toBe(false);
  });
});
