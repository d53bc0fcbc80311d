import { z } from 'zod';

/**
 * pt-BR fallback messages for every schema that does not set its own. '{campo}' is replaced by the
 * field's path where the error is reported (the API's error handler, the web forms).
 */
export const fallbackIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'O campo {campo} é obrigatório.' : 'O campo {campo} é inválido.';
    case 'too_small':
      return issue.origin === 'string'
        ? 'O campo {campo} é curto demais.'
        : 'O campo {campo} é pequeno demais.';
    case 'too_big':
      return issue.origin === 'string'
        ? 'O campo {campo} é longo demais.'
        : 'O campo {campo} é grande demais.';
    case 'unrecognized_keys':
      return undefined;
    default:
      return 'O campo {campo} é inválido.';
  }
};

z.config({ customError: fallbackIssueMessage });

export { z };
