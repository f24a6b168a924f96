import { profileImageTypes } from '@talvio/contracts/organisations';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.ts';

/** Logos are shown small (sidebar, candidate pages); 512 px keeps them sharp on dense screens. */
export const logoMaxPixels = 512;
/** Refuses decompression bombs: a small file that claims an enormous canvas. */
const maxInputPixels = 40_000_000;

const refused = (detail: string) => new AppError('unsupported_media_type', 415, detail, 'file');

/**
 * Checks the upload by its content (magic bytes), never by its name or declared type, and re-encodes it:
 * WebP, at most 512 px on each side, EXIF orientation applied, metadata dropped, first frame only.
 */
export async function toLogoWebp(input: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(input);
  const accepted: readonly string[] = profileImageTypes;
  if (!detected || !accepted.includes(detected.mime)) {
    throw refused('The logo must be a PNG, JPEG or WebP image. SVG and other files are not accepted.');
  }
  // The image library is loaded on the first logo, not when the server starts (it is large and rarely used).
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(input, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(logoMaxPixels, logoMaxPixels, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw refused(
      'This image could not be read. It may be damaged or too large in pixels; try another file.',
    );
  }
}
