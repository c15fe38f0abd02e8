/**
 * Resized copies of uploaded images (`/media/w/<width>/<key>` for `/uploads/<key>`). A fixed set of
 * widths keeps the disk cache bounded: anyone may ask, so any width could otherwise fill the disk.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 800] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const MEDIA_URL_PREFIX = '/media/w';
const UPLOADS_PREFIX = '/uploads/';

/** The URL of `src` at `width`, or null for images that are not uploads (nothing to resize). */
export function mediaUrl(src: string, width: MediaWidth): string | null {
  if (!src.startsWith(UPLOADS_PREFIX) || src.includes('?') || src.includes('#')) return null;
  return `${MEDIA_URL_PREFIX}/${width}/${src.slice(UPLOADS_PREFIX.length)}`;
}

/** A `srcset` offering every width of an uploaded image, or undefined for any other source. */
export function mediaSrcSet(src: string): string | undefined {
  const candidates = MEDIA_WIDTHS.map((w) => {
    const url = mediaUrl(src, w);
    return url && `${url} ${w}w`;
  });
  return candidates.every(Boolean) ? candidates.join(', ') : undefined;
}
