import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../renderer/ui/button.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { Table, TBody, Td, Th, THead, Tr } from '../../../renderer/ui/table.js';
import { geoPlural, type GeoKind } from './geo-form.js';

/**
 * The countries or languages table with its search box and "add" button above; `columns` are the
 * `geo.ui` keys of the headers, `children` the rows that match the search.
 */
export function GeoTable({
  kind,
  columns,
  query,
  onQuery,
  onAdd,
  empty,
  children,
}: {
  kind: GeoKind;
  columns: string[];
  query: string;
  onQuery: (q: string) => void;
  onAdd: () => void;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`geo.ui.${key}`);
  const plural = geoPlural[kind];
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextInput
          name="q"
          label={k('search')}
          type="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          fieldClassName="w-full max-w-xs"
          data-testid={`${plural}-search`}
        />
        <Button onClick={onAdd} data-testid={`${kind}-add`}>
          {k(`add_${kind}`)}
        </Button>
      </div>
      <Table label={k(`tab_${plural}`)} data-testid={`${plural}-table`}>
        <THead>
          <Tr>
            {columns.map((c) => (
              <Th key={c}>{k(c)}</Th>
            ))}
          </Tr>
        </THead>
        <TBody>
          {empty && (
            <Tr>
              <Td colSpan={columns.length} className="text-center text-neutral-500">
                {k('empty')}
              </Td>
            </Tr>
          )}
          {children}
        </TBody>
      </Table>
    </>
  );
}
