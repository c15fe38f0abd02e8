import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';

/** A grey placeholder block; size it with classes (e.g. `h-4 w-2/3`). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-md bg-neutral-200 motion-safe:animate-pulse', className)} />;
}

/** `count` copies of a placeholder, announced once as "Chargement…". */
function SkeletonGroup({
  count,
  className,
  testId,
  children,
}: {
  count: number;
  className: string;
  testId?: string;
  children: (i: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className={className} data-testid={testId}>
      <span className="sr-only">{t('ui.loading')}</span>
      {Array.from({ length: count }, (_, i) => children(i))}
    </div>
  );
}

/** Placeholder product cards in the same grid as the real list, so the page does not jump when data arrives. */
export function SkeletonCards({ count = 6, className }: { count?: number; className?: string }) {
  return (
    <SkeletonGroup count={count} className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}>
      {(i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-neutral-200 bg-white">
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      )}
    </SkeletonGroup>
  );
}

/**
 * Rows shaped like the list's cards, so the page does not jump when the data arrives: a picture
 * (`round` for an avatar or icon) and lines of the given widths.
 */
export function ListSkeleton({
  rows = 5,
  round = false,
  lines = ['w-2/5', 'w-3/5', 'w-1/4'],
}: {
  rows?: number;
  round?: boolean;
  lines?: string[];
}) {
  return (
    <SkeletonGroup count={rows} className="space-y-3" testId="list-skeleton">
      {(i) => (
        <div key={i} className="flex gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4">
          <Skeleton className={round ? 'size-9 shrink-0 rounded-full' : 'size-12 shrink-0'} />
          <div className="flex flex-1 flex-col gap-2">
            {lines.map((w) => (
              <Skeleton key={w} className={cn('h-4', w)} />
            ))}
          </div>
        </div>
      )}
    </SkeletonGroup>
  );
}

export function StatsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders: their position is their only identity
        <div key={i} className="rounded-xl border border-neutral-200 bg-white p-3 sm:p-4">
          <Skeleton className="h-3 w-2/3" />
          <Skeleton className="mt-2 h-6 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** Stacked placeholder lines of the given class, announced as "Chargement…" by their label. */
export function SkeletonLines({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" role="status" aria-label={t('ui.loading')}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders: their position is their only identity
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}
