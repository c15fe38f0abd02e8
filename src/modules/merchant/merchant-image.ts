import type { ImageUploadRules } from '../../common/image-upload.js';
import { MERCHANT_LIMITS } from '../../contracts/merchant.js';

export { normaliseImage } from '../../common/image-upload.js';

/** JPEG, PNG or WebP within the size limit, resized within a square of `size` (never enlarged). */
function rules(field: string, maxBytes: number, tooLargeKey: string, size: number): ImageUploadRules {
  return {
    field,
    maxBytes,
    tooLargeKey,
    typeKey: 'merchant.errors.image_type',
    mimeTypes: MERCHANT_LIMITS.imageTypes,
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    formats: new Set(['jpeg', 'png', 'webp']),
    resize: (image) => image.resize(size, size, { fit: 'inside', withoutEnlargement: true }),
  };
}

export const PRODUCT_IMAGE_RULES = rules(
  'images',
  MERCHANT_LIMITS.maxImageBytes,
  'merchant.errors.image_too_large',
  1200,
);
export const LOGO_RULES = rules('logo', MERCHANT_LIMITS.maxLogoBytes, 'merchant.errors.logo_too_large', 400);
