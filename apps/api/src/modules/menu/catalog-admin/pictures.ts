import { createHash } from 'node:crypto';
import type { UploadedPicture } from '@comanda/contract';
import {
  PICTURE_RENDITIONS,
  type PictureRendition,
  pictureFileName,
  UPLOADED_PICTURES_PATH,
} from '@comanda/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../db/client.ts';
import { uploadedPictures } from '../../../db/schema/menu.pictures.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { CATALOG_ADMIN_MESSAGES } from './texts.ts';

/** The picture formats a phone or a designer sends; anything else is refused before decoding. */
export const PICTURE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Bigger than any phone photo, small enough that a request cannot tie up the process. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
const MIN_SIDE = 240;
const MAX_PIXELS = 40_000_000;

const refuse = (message: string) => new HttpError(400, 'picture_invalid', message);

async function rendition(original: Buffer, name: PictureRendition): Promise<Buffer> {
  const { width, height } = PICTURE_RENDITIONS[name];
  return sharp(original, { limitInputPixels: MAX_PIXELS })
    .rotate() // as the camera held it (EXIF), then the orientation tag goes with the rest of the metadata
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Keeps an uploaded picture in the menu's sizes (PICTURE_RENDITIONS), as WebP without its metadata (no camera or
 * location data reaches customers). Named by the original's content: the same picture sent twice is stored once.
 * Refuses, with a pt-BR message, what is not a JPEG, PNG or WebP picture, or is smaller than the menu's card.
 */
export async function keepPicture(db: Db, actor: AuditActor, original: Buffer): Promise<UploadedPicture> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(original, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw refuse(CATALOG_ADMIN_MESSAGES.pictureUnreadable);
  }
  if (!['jpeg', 'png', 'webp'].includes(meta.format ?? ''))
    throw refuse(CATALOG_ADMIN_MESSAGES.pictureUnreadable);
  if ((meta.width ?? 0) < MIN_SIDE || (meta.height ?? 0) < MIN_SIDE)
    throw refuse(CATALOG_ADMIN_MESSAGES.pictureTooSmall);
  const hash = createHash('sha256').update(original).digest('hex').slice(0, 32);
  const rows = await Promise.all(
    (Object.keys(PICTURE_RENDITIONS) as PictureRendition[]).map(async (name) => ({
      name: pictureFileName(hash, name),
      contentType: 'image/webp',
      width: PICTURE_RENDITIONS[name].width,
      height: PICTURE_RENDITIONS[name].height,
      content: await rendition(original, name).catch(() => {
        throw refuse(CATALOG_ADMIN_MESSAGES.pictureUnreadable);
      }),
    })),
  );
  const picture = {
    imagem: `${UPLOADED_PICTURES_PATH}${pictureFileName(hash, 'detalhe')}`,
    card: `${UPLOADED_PICTURES_PATH}${pictureFileName(hash, 'card')}`,
  };
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(uploadedPictures)
      .values(rows)
      .onConflictDoNothing()
      .returning({ name: uploadedPictures.name });
    if (inserted.length)
      await audit(tx, actor, 'catalogo.foto', 'foto', picture.imagem, null, {
        ...picture,
        bytes: original.length,
        largura: meta.width,
        altura: meta.height,
      });
  });
  return picture;
}

/** An uploaded picture's rendition by its file name, or null. */
export async function pictureFile(db: Db, name: string) {
  const [row] = await db
    .select({ content: uploadedPictures.content, contentType: uploadedPictures.contentType })
    .from(uploadedPictures)
    .where(eq(uploadedPictures.name, name));
  return row ?? null;
}
