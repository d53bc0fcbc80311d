import { validateEmail, validatePassword } from '@comanda/domain';
import { z } from 'zod';
import { type FormErrors, formErrors, ruleCheck } from '../../ui/form/form-schema.ts';

/** Not in the spec: the confirmation field of the new password. */
export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não conferem.';

/** esqueci-senha-um: the account's e-mail; blank or malformed reads 'E-mail inválido!' (§5). */
export const resetEmailSchema = z.object({
  email: z.string().superRefine(ruleCheck(validateEmail)),
});

/** esqueci-senha-tres: the §5 password rule first; only a valid password is compared with its confirmation. */
export const newPasswordSchema = z
  .object({
    senha: z.string().superRefine(ruleCheck(validatePassword)),
    confirmacao: z.string(),
  })
  .superRefine(({ senha, confirmacao }, ctx) => {
    if (validatePassword(senha) === null && senha !== confirmacao)
      ctx.addIssue({ code: 'custom', path: ['confirmacao'], message: PASSWORD_MISMATCH_MESSAGE });
  });

export type NewPasswordErrors = FormErrors<z.input<typeof newPasswordSchema>>;

/** The new-password form's messages for these values. */
export function validateNewPassword(senha: string, confirmacao: string): NewPasswordErrors {
  return formErrors(newPasswordSchema, { senha, confirmacao });
}
