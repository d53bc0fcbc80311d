import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { menuQuery } from '../index.ts';

describe('pt-BR validation messages', () => {
  it('names the field through the {campo} placeholder for schemas without their own message', () => {
    const result = z.object({ nome: z.string() }).safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('O campo {campo} é obrigatório.');
  });

  it.each([
    [{ marcaId: 'x' }, 'O campo marcaId deve ser um número.'],
    [{ marcaId: '4', lojaId: '0' }, 'O campo lojaId deve ser positivo.'],
    [{ marcaId: '4', modalidadeId: 'RET' }, "O campo modalidadeId deve ser 'DLV'."],
  ])('menu query %o → %s', (query, message) => {
    const result = menuQuery.safeParse(query);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('defaults the modality to DLV', () => {
    expect(menuQuery.parse({ marcaId: '4' })).toEqual({ marcaId: 4, modalidadeId: 'DLV' });
  });
});
