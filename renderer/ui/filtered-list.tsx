import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withQuery } from '../lib/url-filters.js';
import { ListBody, ListEmpty, type ListBodyProps } from './list-body.js';

/**
 * A paged list behind URL filters on ListBody: page links keep the filters, and the empty state
 * offers to reset them when any is set. `texts` prefixes the list's own keys (`{texts}.showing`,
 * `{texts}.empty_title`, `{texts}.empty_filtered`, `{texts}.empty_text`).
 */
export function FilteredList<T>({
  list,
  texts,
  errorMessage,
  resetLabel,
  path,
  filters,
  onRetry,
  onPage,
  emptyAction,
  children,
}: {
  list: ListBodyProps<T>['list'];
  texts: string;
  errorMessage: string;
  resetLabel: string;
  /** The page the links point to (and the reset goes back to). */
  path: string;
  /** The applied filters without the page. */
  filters: Record<string, string | undefined>;
  onRetry?: () => void;
  /** Changes the page in place; the links stay for no JavaScript. */
  onPage: (page: number) => void;
  emptyAction?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListBody
      list={list}
      errorMessage={errorMessage}
      onRetry={onRetry}
      showing={(r) => t(`${texts}.showing`, r)}
      hrefFor={(n) => withQuery(path, { ...filters, page: n > 1 ? n : undefined })}
      onPage={onPage}
      empty={
        <ListEmpty
          filtered={Object.values(filters).some(Boolean)}
          title={t(`${texts}.empty_title`)}
          filteredTitle={t(`${texts}.empty_filtered`)}
          text={t(`${texts}.empty_text`)}
          resetHref={path}
          resetLabel={resetLabel}
          action={emptyAction}
        />
      }
    >
      {children}
    </ListBody>
  );
}
