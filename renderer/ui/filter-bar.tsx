import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.js';
import { cn } from './cn.js';
import { Select, TextInput, type SelectOption, type TextInputProps } from './field.js';
import type { FilterValues } from '../lib/url-filters.js';
import type { UrlFilters } from '../lib/use-url-filters.js';

export interface FilterBarProps {
  children: ReactNode;
  /** Adds "Réinitialiser". */
  onReset?: () => void;
  /** Adds "Actualiser" (reload the list and its stats). */
  onRefresh?: () => void;
  /** E.g. "12 remboursements trouvés", announced politely when it changes. */
  summary?: ReactNode;
  /** More buttons next to Réinitialiser/Actualiser (e.g. Exporter). */
  actions?: ReactNode;
  label?: string;
  /** Makes it a GET form to this path, which works before hydration (with an Appliquer button without JavaScript). */
  action?: string;
  testId?: string;
  className?: string;
}

/**
 * The filters above a list: fields in a grid that wraps on phones (two per row, search full width),
 * then Réinitialiser / Actualiser. A search form: Enter never reloads the page.
 */
export function FilterBar({
  children,
  onReset,
  onRefresh,
  summary,
  actions,
  label,
  action,
  testId,
  className,
}: FilterBarProps) {
  const { t } = useTranslation();
  // Once hydrated, controls apply themselves: Enter must not send the form as well.
  const submit = (e: FormEvent) => e.preventDefault();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older phone browsers; the role keeps the landmark everywhere
    <form
      role="search"
      aria-label={label ?? t('ui.filters.label')}
      method={action ? 'get' : undefined}
      action={action}
      onSubmit={submit}
      className={cn('flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4', className)}
      data-testid={testId}
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
        {children}
      </div>
      {(summary !== undefined || actions || onReset || onRefresh) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {summary !== undefined ? (
            <p className="text-sm text-neutral-700" aria-live="polite">
              {summary}
            </p>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap gap-2">
            {actions}
            {onReset && (
              <Button type="button" variant="outline" size="sm" onClick={onReset} data-testid="filters-reset">
                {t('ui.filters.reset')}
              </Button>
            )}
            {onRefresh && (
              <Button type="button" variant="outline" size="sm" onClick={onRefresh} data-testid="filters-refresh">
                {t('ui.filters.refresh')}
              </Button>
            )}
          </div>
        </div>
      )}
      {/* Without JavaScript the form is sent by this button; with it, every change applies by itself. */}
      {action && (
        <noscript>
          <Button type="submit" variant="outline" size="sm">
            {t('ui.filters.apply')}
          </Button>
        </noscript>
      )}
    </form>
  );
}

interface FilterFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The query key (the form's GET parameter before hydration). */
  name: string;
  className?: string;
  testId?: string;
}

type FilterInputProps = FilterFieldProps &
  Omit<TextInputProps, 'name' | 'label' | 'value' | 'onChange' | 'className' | 'fieldClassName'>;

/** A text-like control (search, day) reporting its value as a string. */
function FilterInput({ label, value, onChange, name, className, testId, ...rest }: FilterInputProps) {
  return (
    <TextInput
      {...rest}
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fieldClassName={cn('min-w-0', className)}
      data-testid={testId}
    />
  );
}

/** The search box; spans the whole row on phones. `onEnter` applies at once (no debounce). */
export function FilterSearch({
  onEnter,
  className,
  ...props
}: FilterInputProps & { onEnter?: (value: string) => void }) {
  return (
    <FilterInput
      {...props}
      type="search"
      enterKeyHint="search"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter) {
          e.preventDefault();
          onEnter(e.currentTarget.value);
        }
      }}
      className={cn('col-span-2', className)}
    />
  );
}

/** A select whose first choice ("Tous") clears the filter; `all={null}` for one that always has a value. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  all,
  name,
  className,
  testId,
}: FilterFieldProps & { options: SelectOption[]; all?: string | null }) {
  const { t } = useTranslation();
  return (
    <Select
      name={name}
      label={label}
      value={value}
      placeholder={all === null ? undefined : (all ?? t('ui.filters.all'))}
      options={options}
      onChange={(e) => onChange(e.target.value)}
      fieldClassName={cn('min-w-0', className)}
      // Less padding, with 16px text kept, so that labels fit two a row at 360 px.
      className="px-2! pr-7!"
      data-testid={testId}
    />
  );
}

/** A day (yyyy-mm-dd, the value the API takes). */
export function FilterDate(props: FilterInputProps) {
  return <FilterInput {...props} type="date" />;
}

/**
 * name, value and onChange of a filter control bound to `key`: applied at once (a select, a day),
 * or after the debounce with `debounced`.
 */
export function bindFilter<F extends FilterValues>(filters: UrlFilters<F>, key: keyof F & string, debounced = false) {
  return {
    name: key,
    value: filters.draft[key] as string,
    onChange: (v: string) => (debounced ? filters.set : filters.setNow)(key, v),
  };
}

/** The same for the search box: applied after the debounce while typing, at once on Enter. */
export function bindSearch<F extends FilterValues>(filters: UrlFilters<F>, key: keyof F & string = 'search') {
  return { ...bindFilter(filters, key, true), onEnter: (v: string) => filters.setNow(key, v) };
}
