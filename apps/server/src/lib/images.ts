import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Why an uploaded file was refused as an image. */
export type ImageProblem = 'empty' | 'not-an-image' | 'unreadable';

export class UnacceptableImage extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`unacceptable image: ${problem}`);
    this.name = 'UnacceptableImage';
  }
}

/** Formats accepted, recognised by their magic bytes; never SVG, which can carry scripts. */
const acceptedMimeTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Larger images are refused before decoding, so a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks that the bytes are a JPEG, PNG, WebP or GIF image, whatever the file was called or the
 * browser said, and throws UnacceptableImage when not.
 */
export async function assertAcceptedImage(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new UnacceptableImage('empty');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !acceptedMimeTypes.has(type.mime)) throw new UnacceptableImage('not-an-image');
}

/**
 * Re-encodes an accepted image as square WebP files of the given sizes. Only the pixels survive:
 * EXIF, GPS and every other metadata stay behind (sharp writes none unless asked), after the EXIF
 * orientation has been applied so the picture stands the right way up.
 */
export async function squareWebpVariants<Size extends string>(
  bytes: Buffer,
  sizes: Record<Size, number>,
): Promise<Record<Size, Buffer>> {
  await assertAcceptedImage(bytes);
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const entries = await Promise.all(
      Object.entries<number>(sizes).map(async ([name, pixels]) => {
        const output = await source
          .clone()
          .resize(pixels, pixels, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer();
        return [name, output] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Size, Buffer>;
  } catch {
    throw new UnacceptableImage('unreadable');
  }
}

/**
 * Re-encodes an accepted image as WebP no larger than `maxSide` on either side, orientation
 * applied and no metadata kept (EXIF and GPS stay behind).
 */
export async function fitWithinWebp(bytes: Buffer, maxSide: number): Promise<Buffer> {
  await assertAcceptedImage(bytes);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new UnacceptableImage('unreadable');
  }
}
