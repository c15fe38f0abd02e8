import type { ReactNode } from 'react';
import type { UrlFilters } from '../lib/use-url-filters.js';
import type { FilterValues } from '../lib/url-filters.js';
import type { SelectOption } from './field.js';
import { FilterBar, FilterDate, FilterSearch, FilterSelect } from './filter-bar.js';

export interface SearchSpec<F> {
  key: keyof F & string;
  label: string;
  placeholder?: string;
  hint?: string;
  /** 'enter': applied on Enter only (spec 2 lists); 'debounce' (default): after the pause, Enter at once. */
  apply?: 'enter' | 'debounce';
  testId?: string;
}

export interface SelectSpec<F> {
  key: keyof F & string;
  label: string;
  options: SelectOption[];
  /** The first, clearing choice ("Tous les statuts"); none when the filter always has a value (a sort). */
  all?: string | null;
  testId?: string;
}

export interface DateSpec<F> {
  key: keyof F & string;
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
export function FilterForm<F extends FilterValues>({ filters, search, selects = [], dates = [], action, resettable, onRefresh, summary, actions, testId }: FilterFormProps<F>) {
  const { draft, set, setNow, edit, reset } = filters;
  return (
    <FilterBar action={action} onReset={resettable ? reset : undefined} onRefresh={onRefresh} summary={summary} actions={actions} testId={testId}>
      {search && (
        <FilterSearch
          name={search.key}
          label={search.label}
          placeholder={search.placeholder}
          hint={search.hint}
          value={draft[search.key] ?? ''}
          onChange={(v) => (search.apply === 'enter' ? edit : set)(search.key, v)}
          onEnter={(v) => setNow(search.key, v.trim())}
          testId={search.testId}
        />
      )}
      {selects.map((s) => (
        <FilterSelect
          key={s.key}
          name={s.key}
          label={s.label}
          all={s.all}
          value={draft[s.key] ?? ''}
          onChange={(v) => setNow(s.key, v)}
          options={s.options}
          testId={s.testId}
        />
      ))}
      {dates.map((d) => (
        <FilterDate key={d.key} name={d.key} label={d.label} value={draft[d.key] ?? ''} onChange={(v) => set(d.key, v)} testId={d.testId} />
      ))}
    </FilterBar>
  );
}
