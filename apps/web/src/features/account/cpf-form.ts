import { cpfField } from '@comanda/contract';
import { z } from 'zod';

/** adicionar-cpf: required here ('O campo CPF é obrigatório!'), then the check digits ('CPF inválido!', §5). */
export const addCpfSchema = z.object({ cpf: cpfField });
