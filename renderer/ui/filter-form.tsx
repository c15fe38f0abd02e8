import type { ReactNode } from 'react';
import type { UrlFilters } from '../lib/use-url-filters.js';
import type { FilterValues } from '../lib/url-filters.js';
import type { SelectOption } from './field.js';
import { FilterBar, FilterDate, FilterSearch, FilterSelect } from './filter-bar.js';

export interface SearchSpec<F> {
  name: keyof F & string;
  label: string;
  placeholder?: string;
  hint?: string;
  /** 'enter': applied on Enter only (spec 2 lists); 'debounce' (default): after the pause, Enter at once. */
  apply?: 'enter' | 'debounce';
  testId?: string;
}

export interface SelectSpec<F> {
  name: keyof F & string;
  label: string;
  options: SelectOption[];
  /** The first, clearing choice ("Tous les statuts"); none when the filter always has a value (a sort). */
  all?: string | null;
  testId?: string;
}

export interface DateSpec<F> {
  name: keyof F & string;
  label: string;
  testId?: string;
}

export interface FilterFormProps<F extends FilterValues> {
  filters: UrlFilters<F>;
  search?: SearchSpec<F>;
  selects?: SelectSpec<F>[];
  dates?: DateSpec<F>[];
  /** GET target that makes the form work before hydration. */
  action?: string;
  /** Adds "Réinitialiser". */
  resettable?: boolean;
  onRefresh?: () => void;
  summary?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/**
 * The usual filter bar from a description: a search box, selects applied as soon as they change and
 * days (debounced like the search), wired to useUrlFilters.
 */
export function FilterForm<F extends FilterValues>({
  filters,
  search,
  selects = [],
  dates = [],
  action,
  resettable,
  onRefresh,
  summary,
  actions,
  testId,
}: FilterFormProps<F>) {
  const { draft, set, setNow, edit, reset } = filters;
  // `apply` says how the search applies; it is no attribute of the input.
  const { apply, ...searchField } = search ?? {};
  const applyOnEnter = apply === 'enter';
  return (
    <FilterBar
      action={action}
      onReset={resettable ? reset : undefined}
      onRefresh={onRefresh}
      summary={summary}
      actions={actions}
      testId={testId}
    >
      {'name' in searchField && (
        <FilterSearch
          {...searchField}
          value={draft[searchField.name] ?? ''}
          onChange={(v) => (applyOnEnter ? edit : set)(searchField.name, v)}
          onEnter={(v) => setNow(searchField.name, v.trim())}
        />
      )}
      {selects.map((s) => (
        <FilterSelect key={s.name} {...s} value={draft[s.name] ?? ''} onChange={(v) => setNow(s.name, v)} />
      ))}
      {dates.map((d) => (
        <FilterDate key={d.name} {...d} value={draft[d.name] ?? ''} onChange={(v) => set(d.name, v)} />
      ))}
    </FilterBar>
  );
}
