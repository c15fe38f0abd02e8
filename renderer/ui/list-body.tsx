import type { ReactNode } from 'react';
import type { ApiFailure } from '../lib/api.js';
import { ButtonLink } from './button.js';
import { EmptyState } from './empty-state.js';
import { LoadFailed } from './load-failed.js';
import { Pager } from './pager.js';
import { ListSkeleton } from './skeleton.js';

export interface ListPagination {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ListAnswer<T> {
  data: T[];
  pagination?: ListPagination | null;
}

export interface ListBodyProps<T> {
  list: { data: ListAnswer<T> | null; error: ApiFailure | null; loading: boolean; reload: () => void };
  /** The sentence of a failed load (shown with Réessayer). */
  errorMessage: string;
  /** Defaults to reloading the list. */
  onRetry?: () => void;
  /** Shown when there are no rows (see ListEmpty). */
  empty: ReactNode;
  /** "Commandes 1 à 10 sur 23", from the rows shown. */
  showing?: (range: { from: number; to: number; total: number }) => string;
  /** Page links (spec 2 §9 window of ±2); without it there is no pager. */
  hrefFor?: (page: number) => string;
  /** Changes the page in place (the list reloads through its hook); the links stay for no JavaScript. */
  onPage?: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}

/**
 * A paged list loaded in the browser: its failure with Réessayer, a skeleton until the first answer,
 * an empty state, then the "showing" line, the rows and the pager (dimmed while a newer page loads).
 */
export function ListBody<T>({
  list,
  errorMessage,
  onRetry,
  empty,
  showing,
  hrefFor,
  onPage,
  children,
}: ListBodyProps<T>) {
  if (list.error) return <LoadFailed message={errorMessage} onRetry={onRetry ?? list.reload} />;
  if (!list.data) return <ListSkeleton />;
  const rows = list.data.data;
  if (rows.length === 0) return <>{empty}</>;
  const p = list.data.pagination;
  const from = p ? (p.current_page - 1) * p.per_page + 1 : 1;
  return (
    <div
      className={list.loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}
      aria-busy={list.loading || undefined}
    >
      {p && showing && (
        <p className="text-sm text-neutral-600" aria-live="polite">
          {showing({ from, to: from + rows.length - 1, total: p.total })}
        </p>
      )}
      {children(rows)}
      {p && hrefFor && (
        <Pager radius={2} testId="pager" page={p.current_page} pages={p.last_page} hrefFor={hrefFor} onPage={onPage} />
      )}
    </div>
  );
}

export interface ListEmptyProps {
  /** A filter is set: says nothing matched and offers to clear the filters. */
  filtered: boolean;
  title: string;
  filteredTitle: string;
  text?: string;
  /** The unfiltered list's address and the button's words ("Réinitialiser les filtres"). */
  resetHref: string;
  resetLabel: string;
  /** The call to action of a list that is really empty (e.g. "Découvrir les produits"). */
  action?: ReactNode;
}

export function ListEmpty({ filtered, title, filteredTitle, text, resetHref, resetLabel, action }: ListEmptyProps) {
  return (
    <EmptyState
      title={filtered ? filteredTitle : title}
      text={filtered ? undefined : text}
      action={
        filtered ? (
          <ButtonLink href={resetHref} variant="outline">
            {resetLabel}
          </ButtonLink>
        ) : (
          action
        )
      }
    />
  );
}
