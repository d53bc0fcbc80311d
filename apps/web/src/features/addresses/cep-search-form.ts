import { validateCep } from '@comanda/domain';
import { z } from 'zod';
import { ruleCheck } from '../../ui/form/form-schema.ts';

/** buscar-endereco's CEP (§5), masked as typed: 'CEP inválido!' until it has its 9 characters. */
export const cepSearchSchema = z.object({
  cep: z.string().superRefine(ruleCheck(validateCep)),
});

export type CepSearchValues = z.input<typeof cepSearchSchema>;
