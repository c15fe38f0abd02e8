import type { ReactNode } from 'react';
import { ProductImage } from '../catalogue/ProductImage.js';
import { cn } from './cn.js';

/** The frame of a list card (orders, raffles, refunds…): white, bordered, slightly raised. */
export const cardFrame = 'rounded-xl border border-neutral-200 bg-white p-3 shadow-sm';

/** A card's first line: its title (two lines at most) with its status badge on the right. */
export function TitleRow({ title, badge, className }: { title: ReactNode; badge?: ReactNode; className?: string }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <p className={cn('line-clamp-2 text-sm font-semibold text-neutral-900', className)}>{title}</p>
      {badge}
    </div>
  );
}

/**
 * A product photo beside a title row and its details: the body of the list cards used on phones.
 * The container (a link, an <li>) stays the caller's.
 */
export function MediaItem({
  image,
  large = false,
  title,
  badge,
  children,
  className,
  bodyClassName,
}: {
  image: string | null | undefined;
  /** 64 px instead of 56 px. */
  large?: boolean;
  title: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
  className?: string;
  bodyClassName?: string;
}) {
  return (
    <div className={cn('flex gap-3', className)}>
      <ProductImage
        src={image}
        alt=""
        sizes={large ? '64px' : '56px'}
        width={large ? 64 : 56}
        height={large ? 64 : 56}
        className={cn('shrink-0 rounded-lg', large ? 'size-16' : 'size-14')}
      />
      <div className={cn('min-w-0 flex-1', bodyClassName)}>
        <TitleRow title={title} badge={badge} />
        {children}
      </div>
    </div>
  );
}
