import { validateVerificationCode } from '@comanda/domain';
import { z } from 'zod';
import { ruleCheck } from '../../ui/form/form-schema.ts';

/** The code steps (SMS, e-mail confirmation, password reset): six digits, else 'O código deve ter 6 dígitos.'. */
export const verificationCodeSchema = z.object({
  codigo: z.string().superRefine(ruleCheck(validateVerificationCode)),
});
