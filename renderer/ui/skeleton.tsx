import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';

/** A grey placeholder block; size it with classes (e.g. `h-4 w-2/3`). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-md bg-neutral-200 motion-safe:animate-pulse', className)} />;
}

/** Placeholder product cards in the same grid as the real list, so the page does not jump when data arrives. */
export function SkeletonCards({ count = 6, className }: { count?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}>
      <span className="sr-only">{t('ui.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-neutral-200 bg-white">
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
