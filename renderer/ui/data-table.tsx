import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';
import { EmptyState } from './empty-state.js';
import { Skeleton } from './skeleton.js';
import { TBody, THead, Table, Td, Th, Tr } from './table.js';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  align?: 'left' | 'right';
  /** Lets long free text (titles, reasons) wrap instead of widening the column. */
  wrap?: boolean;
}

export interface DataTableProps<T> {
  /** Names the scrollable region (read by screen readers, focusable to scroll with the keyboard). */
  label: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty?: { title: string; description?: string; action?: ReactNode };
  /** Skeleton rows when there is nothing to show yet; over existing rows, they are dimmed instead. */
  loading?: boolean;
  testId?: string;
  rowTestId?: string;
  /** Extra `data-*` attributes of a row (e.g. its status, for tests and styling). */
  rowData?: (row: T) => Record<`data-${string}`, string | number | boolean | undefined>;
  className?: string;
}

const SKELETON_ROWS = 5;

/**
 * A list as a table that scrolls inside its own box, so a wide table never widens the page on a
 * 390 px phone; an empty list shows an empty state instead of a headless table.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  testId,
  rowTestId,
  rowData,
  className,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  if (!loading && rows.length === 0) {
    return (
      <div
        className={cn('rounded-xl border border-neutral-200 bg-white', className)}
        data-testid={testId ? `${testId}-empty` : undefined}
      >
        <EmptyState title={empty?.title ?? t('ui.empty')} text={empty?.description} action={empty?.action} />
      </div>
    );
  }
  const placeholder = loading && rows.length === 0;
  const right = (c: DataColumn<T>) => (c.align === 'right' ? 'text-right' : undefined);
  return (
    <Table label={label} wrapperClassName={className} aria-busy={loading || undefined} data-testid={testId}>
      <THead>
        <Tr>
          {columns.map((c) => (
            <Th key={c.key} className={cn(right(c), c.className)}>
              {c.header}
            </Th>
          ))}
        </Tr>
      </THead>
      <TBody className={cn(loading && !placeholder && 'opacity-60 transition-opacity')}>
        {placeholder
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows: their position is their only identity
              <Tr key={i} aria-hidden="true">
                {columns.map((c) => (
                  <Td key={c.key}>
                    <Skeleton className="h-4 w-24" />
                  </Td>
                ))}
              </Tr>
            ))
          : rows.map((row) => (
              <Tr key={rowKey(row)} data-testid={rowTestId} {...rowData?.(row)}>
                {columns.map((c) => (
                  <Td key={c.key} wrap={c.wrap} className={cn(right(c), c.className)}>
                    {c.cell(row)}
                  </Td>
                ))}
              </Tr>
            ))}
      </TBody>
      {placeholder && <caption className="sr-only">{t('ui.loading')}</caption>}
    </Table>
  );
}
