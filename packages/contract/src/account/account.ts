import { z } from 'zod';
import { joinLoyaltyBody } from '../loyalty/loyalty.ts';
import {
  cpfField,
  emailField,
  ignoredJwt,
  mobilePhoneField,
  optionalBirthDateField,
  optionalCpfField,
  personNameField,
} from './fields.ts';

/** PUT /api/cliente (§7): the edit-account form. CPF can only be set while empty; dataNascimento may be blank. */
export const updateAccountBody = z.object({
  jwt: ignoredJwt,
  nome: personNameField,
  celular: mobilePhoneField,
  email: emailField,
  dataNascimento: optionalBirthDateField,
  cpf: optionalCpfField,
  /** Absent (or false) on the account form; `true` is the loyalty join (`joinLoyaltyBody`). */
  shinguru: z.literal(false).optional(),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

/** PUT /api/cliente (§7): the account form, or `{ shinguru: true }` to join the loyalty programme. */
export const accountPutBody = z.discriminatedUnion('shinguru', [joinLoyaltyBody, updateAccountBody], {
  error: 'O campo shinguru deve ser true para participar do Shinguru.',
});
export type AccountPutBody = z.infer<typeof accountPutBody>;

/** PUT /api/cliente/cpf (adicionar-cpf): CPF for the invoice, only while the account has none. */
export const addCpfBody = z.object({ jwt: ignoredJwt, cpf: cpfField });
export type AddCpfBody = z.infer<typeof addCpfBody>;

/** Bodies of DELETE /api/cliente and POST /api/inativar_conta: only the ignored `jwt`. */
export const accountActionBody = z.object({ jwt: ignoredJwt }).optional();
