import { readStored } from './storage.ts';
import { useStored } from './use-stored.ts';

/** The loyalty record kept on the user (§3 Loyalty): level 0 means not a member. */
export interface StoredLoyalty {
  nivel: number;
  saldo_pontos?: number;
  nome?: string;
}

/** §3 User as the app keeps it under the `usuario` key. */
export interface StoredUser {
  jwt: string;
  id_externo: string;
  nome: string;
  nomeCurto?: string;
  celular?: string;
  email?: string;
  emailVerificado?: boolean;
  dataNascimento?: string | null;
  cpf?: string | null;
  cartoes?: unknown[];
  shinguru?: StoredLoyalty | boolean | null;
  mostrar_shinguru?: boolean;
  notificacoesMarketingEmail?: boolean;
  notificacoesMarketingPush?: boolean;
  notificacoesMarketingSms?: boolean;
}

function isUser(value: unknown): value is StoredUser {
  return typeof value === 'object' && value !== null && typeof (value as StoredUser).jwt === 'string';
}

/** The logged-in user, or null for a visitor. A stored user without a jwt is not logged in. */
export function readCurrentUser(): StoredUser | null {
  const value = readStored('usuario');
  return isUser(value) && value.jwt.length > 0 ? value : null;
}

export function useCurrentUser(): StoredUser | null {
  const value = useStored<StoredUser>('usuario');
  return isUser(value) && value.jwt.length > 0 ? value : null;
}

export function firstName(user: StoredUser): string {
  return user.nomeCurto || user.nome.split(' ')[0] || user.nome;
}
