import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiState } from '../../../renderer/lib/use-live-data.js';
import { FilteredList } from '../../../renderer/ui/filtered-list.js';
import type { Page } from './merchant-api.js';

/** One paged seller list; `section` names its texts (`merchant.{section}.*`). */
export function PagedList<T>({
  section,
  ...props
}: {
  list: ApiState<Page<T>>;
  section: 'products' | 'orders' | 'lotteries';
  path: string;
  filters: Record<string, string | undefined>;
  /** Changes the page in place (the filters' setPage); the links stay for no JavaScript. */
  onPage: (page: number) => void;
  emptyAction?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FilteredList
      {...props}
      texts={`merchant.${section}`}
      errorMessage={t('merchant.load_error')}
      resetLabel={t('merchant.filters.reset')}
    />
  );
}
