import { describe, expect, it } from 'vitest';
import { sectionOf, sectionsOf } from './sections.ts';

describe('the back office sections of a role', () => {
  it('gives the admin everything, a manager the store, an operator their own account', () => {
    expect(sectionsOf('admin').map((s) => s.id)).toEqual([
      'cardapio',
      'loja',
      'relatorios',
      'cupons',
      'gift-cards',
      'banners',
      'shinguru',
      'equipe',
      'auditoria',
      'conta',
    ]);
    expect(sectionsOf('gerente').map((s) => s.id)).toEqual(['cardapio', 'loja', 'relatorios', 'conta']);
    expect(sectionsOf('operador').map((s) => s.id)).toEqual(['conta']);
  });

  it('opens the section the address names when the role has it, else the first', () => {
    expect(sectionOf('#relatorios', 'gerente')).toBe('relatorios');
    expect(sectionOf('#equipe', 'gerente')).toBe('cardapio');
    expect(sectionOf('', 'admin')).toBe('cardapio');
    expect(sectionOf('#loja', 'operador')).toBe('conta');
  });
});
