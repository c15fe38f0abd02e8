import { useTranslation } from 'react-i18next';
import { countryInputSchema, type AdminCountry } from '../../../src/contracts/geo-admin.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { Td, Tr } from '../../../renderer/ui/table.js';
import { GeoFormDialog } from './GeoFormDialog.js';
import { GeoRowActions } from './GeoRowActions.js';
import { GeoTable } from './GeoTable.js';
import { useGeoList } from './use-geo-list.js';

type Values = { name: string; code: string; currency: string; flag: string; is_active: boolean };

const valuesOf = (c?: AdminCountry): Values => ({
  name: c?.name ?? '',
  code: c?.iso_code_2 ?? '',
  currency: c?.currency_code ?? 'XAF',
  flag: c?.flag ?? '',
  is_active: c?.is_active ?? true,
});

const COLUMNS = ['col_name', 'col_code', 'col_currency', 'col_status', 'col_actions'];

/** Spec 3 §2 "Countries": a searchable table (name, code and ISO 3 code) with add/edit, on/off and delete. */
export function CountriesTab({ initial }: { initial: AdminCountry[] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`geo.ui.${key}`);
  const list = useGeoList(initial, (c) => [c.name, c.iso_code_2, c.iso_code_3, c.currency_code]);

  return (
    <Card>
      <CardBody className="space-y-4">
        <GeoTable
          kind="country"
          columns={COLUMNS}
          query={list.query}
          onQuery={list.setQuery}
          onAdd={() => list.setEditing('new')}
          empty={list.shown.length === 0}
        >
          {list.shown.map((c) => (
            <Tr key={c.id} data-testid={`country-${c.iso_code_2}`}>
              <Td>
                <span className="flex items-center gap-2">
                  {c.flag && <img src={c.flag} alt="" className="h-4 w-6 rounded-sm object-cover" loading="lazy" />}
                  {c.name}
                </span>
              </Td>
              <Td>
                {c.iso_code_2}
                {c.iso_code_3 ? ` / ${c.iso_code_3}` : ''}
              </Td>
              <Td>{c.currency_code}</Td>
              <GeoRowActions kind="country" item={c} list={list} />
            </Tr>
          ))}
        </GeoTable>
        {list.editing && (
          <GeoFormDialog
            key={list.editingKey}
            kind="country"
            item={list.editingItem}
            values={valuesOf}
            schema={countryInputSchema}
            onClose={list.close}
            onSaved={list.saved}
          >
            {(form) => (
              <>
                <TextInput label={k('f_name')} required maxLength={100} {...form.field('name')} />
                <TextInput label={k('f_code')} required maxLength={2} className="uppercase" {...form.field('code')} />
                <TextInput label={k('f_currency')} maxLength={3} className="uppercase" {...form.field('currency')} />
                <TextInput label={k('f_flag_url')} type="url" placeholder="https://…" {...form.field('flag')} />
              </>
            )}
          </GeoFormDialog>
        )}
      </CardBody>
    </Card>
  );
}
