import { describe, expect, it } from 'vitest';
import { contrastRatio, levelColours } from './level-look.ts';

const CATALOGUE = [
  ['Areia', { background: '#F4E7CC', border_color: '#C8A46A' }, false],
  ['Onda', { background: '#1E6E8C', border_color: '#8CD0E3' }, false],
  ['Coral', { background: '#E4635A', border_color: '#F7B9AE' }, false],
  ['Pérola', { background: '#1C1B2E', border_color: '#EDE6D6' }, true],
] as const;

describe('levelColours', () => {
  it.each(CATALOGUE)('%s: the card text reads at AA (4.5:1) on its background', (_name, look, inverted) => {
    const { ink } = levelColours(look, inverted);
    expect(contrastRatio(ink, look.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the top level inverted: its border colour becomes the text', () => {
    expect(levelColours({ background: '#1C1B2E', border_color: '#EDE6D6' }, true).ink).toBe('#EDE6D6');
  });

  it('keeps a readable ink when an inverted pair would not read', () => {
    const { ink } = levelColours({ background: '#1C1B2E', border_color: '#333333' }, true);
    expect(ink).toBe('#ffffff');
  });
});
