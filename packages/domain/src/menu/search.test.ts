import { describe, expect, it } from 'vitest';
import { matchesMenuSearch, normalizeSearchText, searchKeywords, searchMenu } from './search.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Salmão', 'salmao'],
    [' Salmão  GRELHADO! ', 'salmao grelhado'],
    ['Açaí com Guaraná', 'acai com guarana'],
    ['Hot-roll (8 peças)', 'hot roll 8 pecas'],
    ['Pão de queijo\tcom\nmel', 'pao de queijo com mel'],
    ['Crème brûlée', 'creme brulee'],
    ['', ''],
    ['  ...  ', ''],
  ])('%j → %j', (text, normalized) => {
    expect(normalizeSearchText(text)).toBe(normalized);
  });
});

describe('searchKeywords', () => {
  it.each([
    ['salmao', ['salmao']],
    ['  Temaki   SALMÃO ', ['temaki', 'salmao']],
    ['hot-roll', ['hot', 'roll']],
    ['', []],
    ['   ', []],
    ['!?', []],
  ])('%j → %j', (query, keywords) => {
    expect(searchKeywords(query)).toEqual(keywords);
  });
});

describe('matchesMenuSearch', () => {
  const temaki = { nome: 'Temaki Salmão Grelhado', descricao: 'Cone de alga com arroz e cebolinha.' };
  it.each([
    ['salmao', true],
    ['SALMÃO', true],
    ['Salmao', true],
    ['grelh', true],
    ['salmao temaki', true],
    ['cebolinha', true],
    ['cone alga', true],
    ['temakis', true],
    ['temaki atum', false],
    ['atum', false],
    ['', false],
    ['   ', false],
  ])('%j in name, description or category → %s', (query, expected) => {
    expect(matchesMenuSearch(temaki, 'Temakis', searchKeywords(query))).toBe(expected);
  });

  it('matches without a description', () => {
    expect(matchesMenuSearch({ nome: 'Guioza' }, 'Entradas', ['guioza'])).toBe(true);
    expect(matchesMenuSearch({ nome: 'Guioza', descricao: null }, 'Entradas', ['entrada'])).toBe(true);
    expect(matchesMenuSearch({ nome: 'Guioza', descricao: null }, 'Entradas', ['null'])).toBe(false);
  });

  it('does not match across the boundary between fields', () => {
    expect(
      matchesMenuSearch({ nome: 'Rolinho', descricao: 'Primavera' }, 'Entradas', ['rolinhoprimavera']),
    ).toBe(false);
  });
});

describe('searchMenu', () => {
  const menu = [
    {
      id: 1,
      nome: 'Sashimis',
      produtos: [
        { cod: 11, nome: 'Sashimi de Salmão 10 fatias', descricao: 'Fatias frescas.' },
        { cod: 12, nome: 'Sashimi de Atum', descricao: 'Atum vermelho.' },
      ],
    },
    { id: 2, nome: 'Bebidas', produtos: [{ cod: 21, nome: 'Água com gás', descricao: '' }] },
    {
      id: 3,
      nome: 'Temakis',
      produtos: [
        { cod: 31, nome: 'Temaki Salmão Completo', descricao: 'Salmão, cream cheese e cebolinha.' },
        { cod: 32, nome: 'Temaki Skin', descricao: 'Pele de salmão grelhada.' },
        { cod: 33, nome: 'Temaki Kani', descricao: 'Kani e pepino.' },
      ],
    },
  ];
  const codes = (query: string) =>
    searchMenu(menu, query).map((group) => [group.category.id, group.products.map((product) => product.cod)]);

  it.each<[string, (number | number[])[][]]>([
    [
      'salmao',
      [
        [1, [11]],
        [3, [31, 32]],
      ],
    ],
    [
      'SALMÃO',
      [
        [1, [11]],
        [3, [31, 32]],
      ],
    ],
    ['temaki', [[3, [31, 32, 33]]]],
    ['bebida', [[2, [21]]]],
    ['agua gas', [[2, [21]]]],
    ['grelhada salmao', [[3, [32]]]],
    ['atum', [[1, [12]]]],
    ['xyzzy', []],
    ['', []],
    ['   ', []],
  ])('%j → %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it('keeps the categories and products as given', () => {
    const [group] = searchMenu(menu, 'kani');
    expect(group?.category).toBe(menu[2]);
    expect(group?.products[0]).toBe(menu[2]?.produtos[2]);
  });
});
