import {
  type AccountFormErrors,
  type AccountFormInput,
  maskDate,
  maskPhone,
  sanitizePersonName,
  validateAccountChanged,
  validateAccountForm,
} from '@comanda/domain';
import type { StoredUser } from '../../lib/auth.ts';
import type { UpdateAccountRequest } from './api/update-account.ts';

/** The edit-account form filled from the stored user. */
export function accountFormFromUser(user: StoredUser): AccountFormInput {
  return {
    nome: user.nome ?? '',
    celular: maskPhone(user.celular ?? ''),
    email: user.email ?? '',
    data_nascimento: user.dataNascimento ?? '',
  };
}

/** §5 masks and the name filter, applied while typing. */
export const accountInputFilters: Record<keyof AccountFormInput, (value: string) => string> = {
  nome: sanitizePersonName,
  celular: maskPhone,
  email: (value) => value.trim(),
  data_nascimento: maskDate,
};

export type AccountSave =
  | { kind: 'invalid'; errors: AccountFormErrors }
  | { kind: 'unchanged'; message: string }
  | { kind: 'save'; body: UpdateAccountRequest };

/** §4 Account save: field rules first, then 'Nenhum dado foi alterado.' when nothing differs, else the PUT body. */
export function prepareAccountSave(
  saved: AccountFormInput,
  edited: AccountFormInput,
  now: Date,
): AccountSave {
  const errors = validateAccountForm(edited, now);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const unchanged = validateAccountChanged(saved, edited);
  if (unchanged) return { kind: 'unchanged', message: unchanged };
  return {
    kind: 'save',
    body: {
      nome: sanitizePersonName(edited.nome).trim().replace(/\s+/g, ' '),
      celular: edited.celular,
      email: edited.email.trim(),
      dataNascimento: edited.data_nascimento.trim(),
    },
  };
}

/** §2 Confirmation modal, deactivate and delete variants. */
export const DEACTIVATE_CONFIRMATION = {
  title: 'Desativar conta',
  message:
    'Sua conta ficará inativa e você sairá de todos os aparelhos. Para reativá-la, é só entrar de novo com o código enviado por SMS.',
  confirmText: 'Desativar conta',
  cancelText: 'Cancelar',
  destructive: true,
} as const;

export const DELETE_CONFIRMATION = {
  title: 'Excluir conta',
  message:
    'Esta ação não pode ser desfeita: seus dados pessoais, endereços, cartões e notificações serão apagados e você sairá de todos os aparelhos.',
  confirmText: 'Excluir conta',
  cancelText: 'Cancelar',
  destructive: true,
} as const;
