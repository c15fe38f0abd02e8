import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import type { ApiState } from '../../../renderer/lib/use-live-data.js';
import { ListBody, ListEmpty } from '../../../renderer/ui/list-body.js';
import type { Page } from './merchant-api.js';

/** One paged seller list on the kit's ListBody; `section` names its texts (`merchant.{section}.*`). */
export function PagedList<T>({
  list,
  section,
  path,
  filters,
  onPage,
  emptyAction,
  children,
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
    <ListBody
      list={list}
      errorMessage={t('merchant.load_error')}
      showing={(r) => t(`merchant.${section}.showing`, r)}
      hrefFor={(n) => withQuery(path, { ...filters, page: n > 1 ? n : undefined })}
      onPage={onPage}
      empty={
        <ListEmpty
          filtered={Object.values(filters).some(Boolean)}
          title={t(`merchant.${section}.empty_title`)}
          filteredTitle={t(`merchant.${section}.empty_filtered`)}
          text={t(`merchant.${section}.empty_text`)}
          resetHref={path}
          resetLabel={t('merchant.filters.reset')}
          action={emptyAction}
        />
      }
    >
      {children}
    </ListBody>
  );
}
