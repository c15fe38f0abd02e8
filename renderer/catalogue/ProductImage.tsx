import { useState } from 'react';
import { mediaSrcSet } from '../../src/contracts/media.js';
import { cn } from '../ui/cn.js';
import { ImageIcon } from './icons.js';

/** Most photos sit in a card: half the screen on a phone, a grid column elsewhere. */
const DEFAULT_SIZES = '(max-width: 640px) 50vw, 320px';

/**
 * A product photo, or a neutral block when there is none or it fails to load: pages never point
 * at outside hosts (the CSP allows our own images only), and a broken-image icon looks like a bug.
 * Uploaded photos are offered in several widths (`/media/w/…`) so that a phone picks the smallest
 * one that fills the box described by `sizes`; `width`/`height` give the box's aspect ratio before
 * the styles or the image arrive (the classes still set the displayed size).
 */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
  sizes = DEFAULT_SIZES,
  width,
  height,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  sizes?: string;
  width?: number;
  height?: number;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      // an empty alt marks a decorative picture: then the placeholder is hidden rather than an unnamed image (axe: role-img-alt)
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn('flex items-center justify-center bg-neutral-100 text-neutral-400', className)}
        data-testid="image-placeholder"
      >
        <ImageIcon size={36} />
      </div>
    );
  }
  const srcSet = mediaSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      // an eager photo is the page's largest paint: ahead of the scripts on a slow network
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-neutral-100 object-cover', className)}
    />
  );
}
