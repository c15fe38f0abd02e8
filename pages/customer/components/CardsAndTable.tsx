import type { ReactNode } from 'react';
import { DataTable, type DataColumn, type DataTableProps } from '../../../renderer/ui/data-table.js';
import { cardFrame } from '../../../renderer/ui/media-item.js';

/**
 * Phones get one card per row, wide screens a table of the same rows. `name` makes the test ids
 * (`{name}-cards`, `{name}-card`, `{name}-table`, `{name}-row`); `rowData` marks cards and rows alike.
 */
export function CardsAndTable<T>({
  name,
  label,
  rows,
  rowKey,
  rowData,
  card,
  columns,
}: {
  name: string;
  label: string;
  rows: T[];
  rowKey: (row: T) => string | number;
  rowData: NonNullable<DataTableProps<T>['rowData']>;
  card: (row: T) => ReactNode;
  columns: DataColumn<T>[];
}) {
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid={`${name}-cards`}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={cardFrame} data-testid={`${name}-card`} {...rowData(row)}>
            {card(row)}
          </li>
        ))}
      </ul>

      <DataTable
        label={label}
        className="hidden md:block"
        testId={`${name}-table`}
        rows={rows}
        rowKey={rowKey}
        rowTestId={`${name}-row`}
        rowData={rowData}
        columns={columns}
      />
    </>
  );
}
