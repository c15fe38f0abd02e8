import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import type { ApiState } from '../../../renderer/lib/use-live-data.js';
import { Pager } from '../../../renderer/ui/pager.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { rowRange, type Page } from './merchant-api.js';

/**
 * One paged seller list: failure with retry, skeleton, empty state (with a reset when filtered),
 * then the rows, the "showing" line and the pager. `section` names its texts (`merchant.{section}.*`).
 */
export function PagedList<T>({
  list,
  section,
  path,
  filters,
  emptyAction,
  children,
}: {
  list: ApiState<Page<T>>;
  section: 'products' | 'orders' | 'lotteries';
  path: string;
  filters: Record<string, string | undefined>;
  emptyAction?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const filtered = Object.values(filters).some(Boolean);
  if (list.error) return <LoadFailed message={t('merchant.load_error')} onRetry={list.reload} />;
  if (!list.data) return <ListSkeleton />;
  const rows = list.data.data;
  const p = list.data.pagination;
  if (rows.length === 0) {
    return (
      <EmptyState
        title={t(filtered ? `merchant.${section}.empty_filtered` : `merchant.${section}.empty_title`)}
        text={filtered ? undefined : t(`merchant.${section}.empty_text`)}
        action={filtered ? <ButtonLink href={path} variant="outline">{t('merchant.filters.reset')}</ButtonLink> : emptyAction}
      />
    );
  }
  return (
    <div className={list.loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={list.loading || undefined}>
      {p && <p className="text-sm text-neutral-600" aria-live="polite">{t(`merchant.${section}.showing`, rowRange(p, rows.length))}</p>}
      {children(rows)}
      {p && <Pager radius={2} testId="pager" page={p.current_page} pages={p.last_page} hrefFor={(n) => withQuery(path, { ...filters, page: n > 1 ? n : undefined })} />}
    </div>
  );
}
