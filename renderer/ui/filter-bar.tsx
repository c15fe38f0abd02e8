import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.js';
import { cn } from './cn.js';
import { Select, TextInput, type SelectOption } from './field.js';

export interface FilterBarProps {
  children: ReactNode;
  onReset: () => void;
  /** Adds "Actualiser" (reload the list and its stats). */
  onRefresh?: () => void;
  /** E.g. "12 remboursements trouvés", announced politely when it changes. */
  summary?: ReactNode;
  /** More buttons next to Réinitialiser/Actualiser (e.g. Exporter). */
  actions?: ReactNode;
  label?: string;
  testId?: string;
  className?: string;
}

/**
 * The filters above a list: fields in a grid that wraps on phones (two per row, search full width),
 * then Réinitialiser / Actualiser. A search form: Enter never reloads the page.
 */
export function FilterBar({ children, onReset, onRefresh, summary, actions, label, testId, className }: FilterBarProps) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => e.preventDefault();
  return (
    <form
      role="search"
      aria-label={label ?? t('ui.filters.label')}
      onSubmit={submit}
      className={cn('flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4', className)}
      data-testid={testId}
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">{children}</div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {summary !== undefined ? <p className="text-sm text-neutral-700" aria-live="polite">{summary}</p> : <span />}
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button type="button" variant="outline" size="sm" onClick={onReset} data-testid="filters-reset">{t('ui.filters.reset')}</Button>
          {onRefresh && (
            <Button type="button" variant="outline" size="sm" onClick={onRefresh} data-testid="filters-refresh">{t('ui.filters.refresh')}</Button>
          )}
        </div>
      </div>
    </form>
  );
}

interface FilterFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The query key, so the form still reads well without JavaScript. */
  name: string;
  className?: string;
  testId?: string;
}

/** The search box; spans the whole row on phones. `onEnter` applies at once (no debounce). */
export function FilterSearch({ label, value, onChange, onEnter, placeholder, hint, name, className, testId }: FilterFieldProps & { onEnter?: (value: string) => void; placeholder?: string; hint?: string }) {
  return (
    <TextInput
      name={name}
      type="search"
      enterKeyHint="search"
      label={label}
      hint={hint}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter) {
          e.preventDefault();
          onEnter(e.currentTarget.value);
        }
      }}
      fieldClassName={cn('col-span-2', className)}
      data-testid={testId}
    />
  );
}

/** A select whose first choice ("Tous") clears the filter. */
export function FilterSelect({ label, value, onChange, options, all, name, className, testId }: FilterFieldProps & { options: SelectOption[]; all?: string }) {
  const { t } = useTranslation();
  return (
    <Select
      name={name}
      label={label}
      value={value}
      placeholder={all ?? t('ui.filters.all')}
      options={options}
      onChange={(e) => onChange(e.target.value)}
      fieldClassName={cn('min-w-0', className)}
      className="pr-7"
      data-testid={testId}
    />
  );
}

/** A day (yyyy-mm-dd, the value the API takes). */
export function FilterDate({ label, value, onChange, name, className, testId, min, max }: FilterFieldProps & { min?: string; max?: string }) {
  return (
    <TextInput
      name={name}
      type="date"
      label={label}
      value={value}
      min={min}
      max={max}
      onChange={(e) => onChange(e.target.value)}
      fieldClassName={cn('min-w-0', className)}
      data-testid={testId}
    />
  );
}
