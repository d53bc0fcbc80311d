import { describe, expect, it } from 'vitest';
import { cardPicture, pictureFileName } from './pictures.ts';

describe('uploaded pictures', () => {
  const hash = '0123456789abcdef0123456789abcdef';

  it('names each rendition from the content hash', () => {
    expect(pictureFileName(hash, 'detalhe')).toBe(`${hash}.webp`);
    expect(pictureFileName(hash, 'card')).toBe(`${hash}-card.webp`);
  });

  it("draws an uploaded picture's square rendition on the card and any other picture as it is", () => {
    expect(cardPicture(`/img/enviadas/${hash}.webp`)).toBe(`/img/enviadas/${hash}-card.webp`);
    expect(cardPicture('/img/produtos/temaki-kani.svg')).toBe('/img/produtos/temaki-kani.svg');
    expect(cardPicture(`/img/enviadas/${hash}-card.webp`)).toBe(`/img/enviadas/${hash}-card.webp`);
  });
});
