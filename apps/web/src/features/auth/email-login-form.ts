import { emailField } from '@comanda/contract';
import { requiredFieldMessage } from '@comanda/domain';
import { z } from 'zod';
import { type FormErrors, formErrors } from '../../ui/form/form-schema.ts';

/**
 * login-email: the e-mail as on the wire (required, then §5 format). Only the password's presence is checked: its
 * rule applies when one is created, not when logging in.
 */
export const emailLoginSchema = z.object({
  email: emailField,
  senha: z.string().min(1, requiredFieldMessage('senha')),
});

export type EmailLoginErrors = FormErrors<z.input<typeof emailLoginSchema>>;

/** The login form's messages for these values. */
export function validateEmailLogin(email: string, senha: string): EmailLoginErrors {
  return formErrors(emailLoginSchema, { email, senha });
}
