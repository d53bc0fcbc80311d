import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBrCode, crc16CcittFalse, formatBrCodeAmount } from './br-code.ts';

/*
 * An independent reader of EMV MPM payloads, written for these tests: a TLV walk (two-digit id, two-digit length,
 * value), nested templates 26 and 62 read the same way, and a bitwise CRC-16/CCITT-FALSE (the production code is
 * table-driven).
 */
function crcBitwise(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
      crc &= 0xffff;
    }
  }
  return crc;
}

function readTlv(text: string): Array<[id: string, value: string]> {
  const fields: Array<[string, string]> = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) throw new Error(`bad TLV header at ${at}`);
    const value = text.slice(at + 4, at + 4 + Number(length));
    if (value.length !== Number(length)) throw new Error(`field ${id} runs past the end`);
    fields.push([id, value]);
    at += 4 + Number(length);
  }
  return fields;
}

function parseBrCode(code: string) {
  const fields = readTlv(code);
  const ids = fields.map(([id]) => id);
  if (new Set(ids).size !== ids.length) throw new Error('repeated field');
  const map = new Map(fields);
  const crcField = fields.at(-1)!;
  if (crcField[0] !== '63' || crcField[1].length !== 4)
    throw new Error('CRC must be the last field, 4 hex digits');
  const covered = code.slice(0, code.length - 4);
  const expected = crcBitwise(new TextEncoder().encode(covered)).toString(16).toUpperCase().padStart(4, '0');
  return {
    ids,
    map,
    account: new Map(readTlv(map.get('26') ?? '')),
    additional: new Map(readTlv(map.get('62') ?? '')),
    crcOk: crcField[1] === expected,
    crc: crcField[1],
  };
}

const key = '123e4567-e12b-12d1-a456-426655440000';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value 0x29B1 for ASCII "123456789" (both implementations)', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crcBitwise(new TextEncoder().encode('123456789'))).toBe(0x29b1);
  });

  it('the table-driven production CRC equals the bitwise one on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(crc16CcittFalse(text)).toBe(crcBitwise(new TextEncoder().encode(text)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('BR Code', () => {
  it("reproduces BACEN's published static example exactly (CRC 1D3D)", () => {
    const code = buildBrCode({
      key,
      amount: null,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
    });
    expect(code).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
    expect(parseBrCode(code).crcOk).toBe(true);
  });

  it('carries every field in order with the key, amount, txid and a valid CRC', () => {
    const code = buildBrCode({
      key,
      amount: 1250,
      merchantName: 'Hanami Sushi',
      merchantCity: 'Brasília',
      txid: 'a1b2c3d4e5f6a7b8c9d0e1f2a',
      oneTime: true,
    });
    const parsed = parseBrCode(code);
    expect(parsed.ids).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(parsed.map.get('00')).toBe('01');
    expect(parsed.map.get('01')).toBe('12');
    expect([...parsed.account]).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', key],
    ]);
    expect(parsed.map.get('52')).toBe('0000');
    expect(parsed.map.get('53')).toBe('986');
    expect(parsed.map.get('54')).toBe('12.50');
    expect(parsed.map.get('58')).toBe('BR');
    expect(parsed.map.get('59')).toBe('Hanami Sushi');
    expect(parsed.map.get('60')).toBe('Brasilia');
    expect([...parsed.additional]).toEqual([['05', 'a1b2c3d4e5f6a7b8c9d0e1f2a']]);
    expect(parsed.crc).toMatch(/^[0-9A-F]{4}$/);
    expect(parsed.crcOk).toBe(true);
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('a code changed in one character no longer passes the CRC check', () => {
    const code = buildBrCode({
      key,
      amount: 1250,
      merchantName: 'Hanami',
      merchantCity: 'Brasilia',
      txid: 'abc',
    });
    const tampered = code.replace('12.50', '92.50');
    expect(parseBrCode(code).crcOk).toBe(true);
    expect(parseBrCode(tampered).crcOk).toBe(false);
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [1250, '12.50'],
    [2990, '29.90'],
    [123_456_789, '1234567.89'],
  ])('formats %i centavos as %s', (centavos, text) => {
    expect(formatBrCodeAmount(centavos)).toBe(text);
    const parsed = parseBrCode(
      buildBrCode({ key, amount: centavos, merchantName: 'Hanami', merchantCity: 'Brasilia', txid: '***' }),
    );
    expect(parsed.map.get('54')).toBe(text);
  });

  it('leaves out the amount when the payer types it, and rejects non-positive or fractional amounts', () => {
    const parsed = parseBrCode(
      buildBrCode({ key, amount: null, merchantName: 'Hanami', merchantCity: 'Brasilia', txid: '***' }),
    );
    expect(parsed.map.has('54')).toBe(false);
    expect(() => formatBrCodeAmount(0)).toThrow(RangeError);
    expect(() => formatBrCodeAmount(12.5)).toThrow(RangeError);
  });

  it('strips accents and cuts the name to 25 and the city to 15 characters', () => {
    const parsed = parseBrCode(
      buildBrCode({
        key,
        amount: 500,
        merchantName: 'Hanami Sushi — Asa Sul, Brasília & Cia',
        merchantCity: 'São José dos Campos',
        txid: 'abc',
      }),
    );
    const name = parsed.map.get('59')!;
    const city = parsed.map.get('60')!;
    expect(name).toBe('Hanami Sushi Asa Sul Bras');
    expect(name.length).toBeLessThanOrEqual(25);
    expect(city).toBe('Sao Jose dos Ca');
    expect(city.length).toBeLessThanOrEqual(15);
    for (const text of [name, city]) expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(parsed.crcOk).toBe(true);
  });

  it('builds a dynamic code with the location (26-25) and *** as txid', () => {
    const parsed = parseBrCode(
      buildBrCode({
        location: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
        amount: null,
        merchantName: 'Hanami',
        merchantCity: 'Brasilia',
        txid: '***',
        oneTime: true,
      }),
    );
    expect([...parsed.account]).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['25', 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25'],
    ]);
    expect(parsed.additional.get('05')).toBe('***');
    expect(parsed.crcOk).toBe(true);
  });

  it('refuses a txid over 25 characters or with symbols, and a name left empty', () => {
    const base = { key, amount: 100, merchantName: 'Hanami', merchantCity: 'Brasilia' };
    expect(() => buildBrCode({ ...base, txid: 'a'.repeat(26) })).toThrow(/txid/);
    expect(() => buildBrCode({ ...base, txid: 'pedido-1' })).toThrow(/txid/);
    expect(() => buildBrCode({ ...base, merchantName: '—', txid: 'abc' })).toThrow(/name/);
  });
});
