import { useState } from 'react';
import { cn } from '../ui/cn.js';
import { ImageIcon } from './icons.js';

/**
 * A product photo, or a neutral block when there is none or it fails to load: pages never point
 * at outside hosts (the CSP allows our own images only), and a broken-image icon looks like a bug.
 */
export function ProductImage({ src, alt, className, eager = false }: { src: string | null | undefined; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div role="img" aria-label={alt} className={cn('flex items-center justify-center bg-neutral-100 text-neutral-400', className)} data-testid="image-placeholder">
        <ImageIcon size={36} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-neutral-100 object-cover', className)}
    />
  );
}
