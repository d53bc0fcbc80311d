import { validateMobilePhone } from '@comanda/domain';
import { z } from 'zod';
import { ruleCheck } from '../../ui/form/form-schema.ts';

/** login-telefone: the number that receives the code; blank or short reads 'Número de celular inválido!' (§5). */
export const phoneLoginSchema = z.object({
  celular: z.string().superRefine(ruleCheck(validateMobilePhone)),
});
