import { z } from 'zod';

/** Fields the back office's catalogue forms share (not exported from the package: the schemas that use them are). */

export const centsField = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um valor em centavos.` })
    .int({ error: `O campo ${label} deve ser um valor em centavos (inteiro).` })
    .min(0, { error: `O campo ${label} não pode ser negativo.` })
    .max(100_000_00, { error: `O campo ${label} passa de R$ 100.000,00.` });

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `O campo ${label} é obrigatório!` })
    .trim()
    .min(1, { error: `O campo ${label} é obrigatório!` })
    .max(max, { error: `O campo ${label} passa de ${max} caracteres.` });

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `O campo ${label} passa de ${max} caracteres.` });

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `O campo ${label} deve ser um número.` })
    .int({ error: `O campo ${label} deve ser um número inteiro.` })
    .min(min, { error: `O campo ${label} deve ser pelo menos ${min}.` })
    .max(max, { error: `O campo ${label} deve ser no máximo ${max}.` });

export const rowId = (label: string) => wholeNumber(label, 1, 2_147_483_647);
