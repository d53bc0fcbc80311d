import type { User } from '@comanda/contract';
import {
  maskCpf,
  maskPhone,
  onlyDigits,
  parseBrazilianDate,
  sanitizePersonName,
  shortPersonName,
} from '@comanda/domain';
import type { CustomerRow } from './repository.ts';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** 'dd/mm/yyyy' → 'yyyy-mm-dd' for a date column; null for blank or invalid input. */
export function toIsoDate(text: string | null | undefined): string | null {
  const date = text ? parseBrazilianDate(text) : null;
  return date ? `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}` : null;
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy'. */
export function fromIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** A person name as stored: only letters, spaces and apostrophes (§5), single spaces, trimmed. */
export function normalizeName(text: string): string {
  return sanitizePersonName(text).trim().replace(/\s+/gu, ' ');
}

/** Phone or CPF digits as stored. */
export const digitsOf = (text: string) => onlyDigits(text);

/** E-mail as stored: trimmed and lower-cased. */
export const normalizeEmail = (text: string) => text.trim().toLowerCase();

/** The loyalty flags of §3 User: a member of the programme, and whether it is shown to them. */
export type LoyaltyMembership = Pick<User, 'shinguru' | 'mostrar_shinguru'>;

/** A customer without a loyalty record (§4), or any customer while the programme is not running. */
export const NOT_A_MEMBER: LoyaltyMembership = { shinguru: false, mostrar_shinguru: false };

/** §3 User from a customer row; `jwt` is the access token the caller holds. */
export function toUser(row: CustomerRow, jwt: string, membership: LoyaltyMembership): User {
  const nome = row.nome ?? '';
  return {
    jwt,
    id_externo: row.idExterno,
    nome,
    nomeCurto: shortPersonName(nome),
    celular: row.celular ? maskPhone(row.celular) : '',
    email: row.email ?? '',
    emailVerificado: row.emailVerificadoEm !== null,
    dataNascimento: row.dataNascimento ? fromIsoDate(row.dataNascimento) : null,
    cpf: row.cpf ? maskCpf(row.cpf) : null,
    cartoes: [],
    ...membership,
    notificacoesMarketingEmail: row.marketingEmail,
    notificacoesMarketingPush: row.marketingPush,
    notificacoesMarketingSms: row.marketingSms,
  };
}
