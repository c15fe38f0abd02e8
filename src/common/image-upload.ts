import type { Sharp } from 'sharp';
import { DomainError, ValidationFailedError } from './errors/domain-error.js';
import { loadSharp } from './lazy-libraries.js';

/** Refuses decompression bombs before decoding (a 5 MB file can claim gigapixels). */
const MAX_INPUT_PIXELS = 40_000_000;

/** What an upload interceptor hands over (multer memory storage). */
export interface ImageUpload {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface ImageUploadRules {
  /** the form field the errors are reported on */
  field: string;
  maxBytes: number;
  tooLargeKey: string;
  typeKey: string;
  /** the declared types and name extensions accepted: only a first filter */
  mimeTypes: readonly string[];
  extensions: readonly string[];
  /** the formats sharp must find in the content itself */
  formats: ReadonlySet<string>;
  /** resizing, after the EXIF orientation of phone photos is applied */
  resize: (image: Sharp) => Sharp;
}

/** The WebP bytes of a valid upload (metadata dropped); throws the 413 or 422 of `rules` otherwise. */
export async function normaliseImage(file: ImageUpload, rules: ImageUploadRules): Promise<Buffer> {
  if (file.size > rules.maxBytes || file.buffer.length > rules.maxBytes) {
    throw new DomainError(413, rules.tooLargeKey, {
      errors: { [rules.field]: [rules.tooLargeKey] },
      code: 'payload_too_large',
    });
  }
  const typeError = () => new ValidationFailedError({ [rules.field]: [rules.typeKey] }, rules.typeKey);
  const mime = file.mimetype?.toLowerCase() ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(file.originalname ?? '')?.[1]?.toLowerCase();
  const knownExtension = !!extension && rules.extensions.includes(extension);
  // a known image type, or a generic type with an image name (some clients send application/octet-stream)
  const genericMime = !mime || mime === 'application/octet-stream';
  const declaredOk = rules.mimeTypes.includes(mime) ? !extension || knownExtension : genericMime && knownExtension;
  if (!declaredOk) throw typeError();
  try {
    const sharp = await loadSharp();
    const input = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (!meta.format || !rules.formats.has(meta.format)) throw typeError();
    return await rules.resize(input.rotate()).webp({ quality: 82 }).toBuffer();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw typeError(); // not an image, truncated or corrupt: sharp could not read it
  }
}
