import { plainText } from '../payments/card-data.ts';

/** What goes into a BR Code (EMV QRCPS Merchant-Presented Mode, as BACEN's "Manual de Padrões para Iniciação do Pix"). */
export interface BrCodeInput {
  /** Receiver's Pix key (field 26-01). Either this or `location`. */
  key?: string | undefined;
  /** Location of a dynamic charge, URL without the scheme (field 26-25). */
  location?: string | undefined;
  /** Centavos (field 54, '12.50'); null lets the payer type the amount. */
  amount: number | null;
  /** Up to 25 characters after accents are stripped (field 59). */
  merchantName: string;
  /** Up to 15 characters after accents are stripped (field 60). */
  merchantCity: string;
  /** Field 62-05: up to 25 letters and digits, or '***' (dynamic codes and codes without a txid). */
  txid: string;
  /** Field 01 = '12': the code must not be paid more than once. */
  oneTime?: boolean | undefined;
}

export const BR_CODE_GUI = 'br.gov.bcb.pix';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;

/** CRC-16/CCITT-FALSE lookup table (polynomial 0x1021), one entry per byte value. */
const CRC_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[byte] = crc;
  }
  return table;
})();

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) of the UTF-8 bytes of `text`. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8'))
    crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc;
}

/** Centavos → the BR Code amount: a dot and two decimals, no thousands separator ('1234.50'). */
export function formatBrCodeAmount(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos <= 0)
    throw new RangeError('amount must be a positive integer');
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Builds the BR Code ("Pix copia e cola"): payload format indicator, point of initiation, merchant account
 * information (GUI br.gov.bcb.pix with the key or the location), MCC 0000, currency 986, amount, country BR,
 * merchant name and city (accents stripped, cut to 25 and 15 characters), additional data with the txid, and the
 * CRC-16/CCITT-FALSE over everything up to and including '6304', in upper-case hex.
 */
export function buildBrCode(input: BrCodeInput): string {
  if (!!input.key === !!input.location) throw new TypeError('a BR Code takes either a key or a location');
  if (input.txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(input.txid))
    throw new TypeError('txid must have 1 to 25 letters or digits, or be ***');
  const name = plainText(input.merchantName, MERCHANT_NAME_MAX);
  const city = plainText(input.merchantCity, MERCHANT_CITY_MAX);
  if (!name || !city) throw new TypeError('merchant name and city must keep some letters');
  const account =
    field('00', BR_CODE_GUI) +
    (input.key ? field('01', input.key.trim()) : field('25', input.location!.trim()));
  const payload =
    field('00', '01') +
    (input.oneTime ? field('01', '12') : '') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (input.amount === null ? '' : field('54', formatBrCodeAmount(input.amount))) +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', input.txid)) +
    '6304';
  return payload + crc16CcittFalse(payload).toString(16).toUpperCase().padStart(4, '0');
}
