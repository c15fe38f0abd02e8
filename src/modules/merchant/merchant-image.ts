import { loadSharp } from '../../common/lazy-libraries.js';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { MERCHANT_LIMITS } from '../../contracts/merchant.js';
import type { UploadedImage } from '../users/avatar.service.js';

/** Formats sharp must find in the content itself; the declared type is only a first filter. */
const REAL_FORMATS = new Set(['jpeg', 'png', 'webp']);
const EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp']);
/** Refuses decompression bombs before decoding (a 5 MB file can claim gigapixels). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageRules {
  field: string;
  maxBytes: number;
  tooLargeKey: string;
  /** longest side after resizing (never enlarged) */
  size: number;
}

export const PRODUCT_IMAGE_RULES: ImageRules = { field: 'images', maxBytes: MERCHANT_LIMITS.maxImageBytes, tooLargeKey: 'merchant.errors.image_too_large', size: 1200 };
export const LOGO_RULES: ImageRules = { field: 'logo', maxBytes: MERCHANT_LIMITS.maxLogoBytes, tooLargeKey: 'merchant.errors.logo_too_large', size: 400 };

const typeError = (field: string) => new ValidationFailedError({ [field]: ['merchant.errors.image_type'] }, 'merchant.errors.image_type');

/** JPEG, PNG or WebP within the size limit, re-encoded as WebP (EXIF orientation applied, metadata dropped). */
export async function normaliseImage(file: UploadedImage, rules: ImageRules): Promise<Buffer> {
  if (file.size > rules.maxBytes || file.buffer.length > rules.maxBytes) {
    throw new DomainError(413, rules.tooLargeKey, { errors: { [rules.field]: [rules.tooLargeKey] }, code: 'payload_too_large' });
  }
  const mime = file.mimetype?.toLowerCase() ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(file.originalname ?? '')?.[1]?.toLowerCase();
  const genericMime = !mime || mime === 'application/octet-stream';
  const declaredOk = MERCHANT_LIMITS.imageTypes.includes(mime) ? !extension || EXTENSIONS.has(extension) : genericMime && !!extension && EXTENSIONS.has(extension);
  if (!declaredOk) throw typeError(rules.field);
  try {
    const sharp = await loadSharp();
    const input = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (!meta.format || !REAL_FORMATS.has(meta.format)) throw typeError(rules.field);
    return await input.rotate().resize(rules.size, rules.size, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw typeError(rules.field);
  }
}
