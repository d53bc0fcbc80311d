import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { controlCharacterPath, hasControlCharacter, refusingControlCharacters } from './plain-text.ts';

describe('control characters in input', () => {
  it.each([
    ['\u0000', true],
    ['a\u0001b', true],
    ['\u001b[31m', true],
    ['\u007f', true],
    ['\u0085', true],
    ['\ud800', true],
    ['x\udc00', true],
    ['Sem cebola,\r\nsem wasabi\tobrigado', false],
    ['Temaki 🍣 São João', false],
    ['', false],
  ])('%j → %s', (text, refused) => {
    expect(hasControlCharacter(text)).toBe(refused);
  });

  it('finds the first offending path in values and keys', () => {
    expect(controlCharacterPath({ a: 'ok', b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toEqual(['b', 1, 'd']);
    expect(controlCharacterPath({ nested: { 'k\u0000': 'v' } })).toEqual(['nested']);
    expect(controlCharacterPath({ a: 1, b: null, c: true, d: ['ok'] })).toBeNull();
    expect(controlCharacterPath('\u0000')).toEqual([]);
  });

  it('refuses before the schema runs, naming the field', () => {
    const schema = refusingControlCharacters(z.object({ nome: z.string(), itens: z.array(z.string()) }));
    const refused = schema.safeParse({ nome: 'Ana', itens: ['ok', 'a\u0000'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['itens', 1],
        message: 'O campo {campo} contém caracteres inválidos.',
      }),
    ]);
    expect(schema.safeParse({ nome: 'Ana', itens: ['ok'] })).toMatchObject({ success: true });
    expect(schema.safeParse({ nome: 3, itens: [] }).error?.issues[0]?.path).toEqual(['nome']);
  });
});
