import { describe, expect, it } from 'vitest';
import { sectionOf, sectionsOf } from './sections.ts';

describe('the back office sections of a role', () => {
  it('gives the admin everything, a manager the store, an operator nothing here', () => {
    expect(sectionsOf('admin').map((s) => s.id)).toEqual([
      'cardapio',
      'loja',
      'relatorios',
      'cupons',
      'gift-cards',
      'equipe',
      'auditoria',
    ]);
    expect(sectionsOf('gerente').map((s) => s.id)).toEqual(['cardapio', 'loja', 'relatorios']);
    expect(sectionsOf('operador')).toEqual([]);
  });

  it('opens the section the address names when the role has it, else the first', () => {
    expect(sectionOf('#relatorios', 'gerente')).toBe('relatorios');
    expect(sectionOf('#equipe', 'gerente')).toBe('cardapio');
    expect(sectionOf('', 'admin')).toBe('cardapio');
    expect(sectionOf('#loja', 'operador')).toBeNull();
  });
});
