import { connectApiSession } from '../../../lib/api-client.ts';
import {
  boolean,
  type Check,
  nullable,
  number,
  object,
  optional,
  string,
  text,
} from '../../../lib/schema.ts';
import { defineStoredKey } from '../../../lib/storage.ts';
import { useStoredValue } from '../../../lib/use-stored.ts';
import { expireSession } from './session-expiry.ts';

/** The loyalty record kept on the user (§3 Loyalty): level 0 means not a member. */
export interface StoredLoyalty {
  nivel: number;
  saldo_pontos?: number | undefined;
  nome?: string | undefined;
}

/**
 * §3 User as the app keeps it under the `usuario` key (contract `User`): the fields the app reads, every one but
 * jwt optional on the device; the others (cards, display flags) are kept as they are.
 */
export interface StoredUser {
  jwt: string;
  id_externo: string;
  nome: string;
  nomeCurto?: string | undefined;
  celular?: string | undefined;
  email?: string | undefined;
  emailVerificado?: boolean | undefined;
  dataNascimento?: string | null | undefined;
  cpf?: string | null | undefined;
  shinguru?: StoredLoyalty | boolean | null | undefined;
  notificacoesMarketingEmail?: boolean | undefined;
  notificacoesMarketingPush?: boolean | undefined;
  notificacoesMarketingSms?: boolean | undefined;
}

/** What the app keeps under `usuario`: §3 User plus the refresh token that renews its `jwt`. */
export interface SessionUser extends StoredUser {
  refresh_token?: string | undefined;
  /** Epoch milliseconds when `jwt` stops being accepted. */
  jwt_expira_em?: number | undefined;
}

/** A session as the auth endpoints answer it (contract `Session`): the user, its refresh token and lifetime. */
export interface SessionGrant {
  usuario: StoredUser;
  refresh_token: string;
  expira_em: number;
}

const flag = optional(boolean);
const optionalText = optional(string);
const loyalty: Check<StoredLoyalty> = object({
  nivel: number,
  saldo_pontos: optional(number),
  nome: optionalText,
});
/** §3 User shinguru: the loyalty record, or the bare flag the API answers. */
const loyaltyOrFlag: Check<StoredLoyalty | boolean> = (value) =>
  typeof value === 'boolean' ? value : loyalty(value);

const sessionUser: Check<SessionUser> = object({
  jwt: string,
  refresh_token: optionalText,
  jwt_expira_em: optional(number),
  id_externo: text,
  nome: text,
  nomeCurto: optionalText,
  celular: optionalText,
  email: optionalText,
  emailVerificado: flag,
  dataNascimento: optional(nullable(string)),
  cpf: optional(nullable(string)),
  shinguru: optional(nullable(loyaltyOrFlag)),
  notificacoesMarketingEmail: flag,
  notificacoesMarketingPush: flag,
  notificacoesMarketingSms: flag,
});

/** `usuario` (§3 Local storage), owned by auth: the logged-in customer and their session. */
export const userKey = defineStoredKey('usuario', sessionUser);

const loggedIn = (user: SessionUser | undefined): SessionUser | null =>
  user && user.jwt.length > 0 ? user : null;

/** The logged-in user, or null for a visitor. */
export function readCurrentUser(): SessionUser | null {
  return loggedIn(userKey.read());
}

export function useCurrentUser(): SessionUser | null {
  return loggedIn(useStoredValue(userKey));
}

export function firstName(user: StoredUser): string {
  return user.nomeCurto || user.nome.split(' ')[0] || user.nome;
}

// The API client sends the stored user's token and runs the §4 expiry on a 401. Connected here, in the module the
// first load reads the user from, so it is in place before the first request.
connectApiSession({ accessToken: () => readCurrentUser()?.jwt, expire: expireSession });
