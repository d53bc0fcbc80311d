/**
 * Pictures the brand's team uploads in the back office (docs/backoffice.md, "Pictures"): each is kept in the sizes
 * the menu draws — the product's screen (4:3) and the menu's card (square) — as WebP, named by the picture's
 * content, so a name always means the same bytes.
 */
export const UPLOADED_PICTURES_PATH = '/img/enviadas/';

export const PICTURE_RENDITIONS = {
  /** The product's screen: 720×540. Its name is the picture's `imagem`. */
  detalhe: { width: 720, height: 540, suffix: '' },
  /** The menu's product card: 240×240. */
  card: { width: 240, height: 240, suffix: '-card' },
} as const;
export type PictureRendition = keyof typeof PICTURE_RENDITIONS;

/** The file name of an uploaded picture's rendition, from the picture's content hash. */
export function pictureFileName(hash: string, rendition: PictureRendition): string {
  return `${hash}${PICTURE_RENDITIONS[rendition].suffix}.webp`;
}

/**
 * The picture a menu card draws: an uploaded picture's square rendition (PICTURE_RENDITIONS.card); any other
 * picture as it is. Written without the table above: the menu's first load carries only this line.
 */
export const cardPicture = (imagem: string): string =>
  imagem.replace(/^(\/img\/enviadas\/\w+)\.webp$/, '$1-card.webp');
