/** The part of a delivery address (§3 Address) its one-line form needs. */
export interface AddressLineParts {
  logradouro: string;
  numero: string | number;
}

export const NO_NUMBER = '0';
export const NO_NUMBER_LABEL = 's/n';

/** §2: a number of '0' is shown as s/n. */
export function numberLabel(numero: string | number | null | undefined): string {
  const text = String(numero ?? '').trim();
  return text === NO_NUMBER || /^s\/?n$/i.test(text) ? NO_NUMBER_LABEL : text;
}

/** 'SQN 412 Bloco A, 12' — the line the top bars, the lists and the map show. */
export function streetLine(address: AddressLineParts): string {
  const number = numberLabel(address.numero);
  return number ? `${address.logradouro}, ${number}` : address.logradouro;
}
