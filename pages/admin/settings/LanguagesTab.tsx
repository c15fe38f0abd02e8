import { useTranslation } from 'react-i18next';
import { languageInputSchema, type AdminLanguage } from '../../../src/contracts/geo-admin.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';
import { Td, Tr } from '../../../renderer/ui/table.js';
import { GeoFormDialog } from './GeoFormDialog.js';
import { GeoRowActions } from './GeoRowActions.js';
import { GeoTable } from './GeoTable.js';
import { useGeoList } from './use-geo-list.js';

type Values = {
  name: string;
  native_name: string;
  code: string;
  flag: string;
  direction: 'ltr' | 'rtl';
  is_active: boolean;
};

const valuesOf = (l?: AdminLanguage): Values => ({
  name: l?.name ?? '',
  native_name: l?.native_name ?? '',
  code: l?.code ?? '',
  flag: l?.flag ?? '',
  direction: l?.direction ?? 'ltr',
  is_active: l?.is_active ?? true,
});

const COLUMNS = ['col_language', 'col_code', 'col_direction', 'col_status', 'col_actions'];

/**
 * Spec 3 §2 "Languages": a searchable table with add/edit, on/off and delete. An active language the site
 * has translations for appears in the language switch; the default language cannot be switched off.
 */
export function LanguagesTab({ initial }: { initial: AdminLanguage[] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`geo.ui.${key}`);
  const list = useGeoList(initial, (l) => [l.name, l.native_name, l.code]);

  return (
    <Card>
      <CardBody className="space-y-4">
        <GeoTable
          kind="language"
          columns={COLUMNS}
          query={list.query}
          onQuery={list.setQuery}
          onAdd={() => list.setEditing('new')}
          empty={list.shown.length === 0}
        >
          {list.shown.map((l) => (
            <Tr key={l.id} data-testid={`language-${l.code}`}>
              <Td>
                <span className="flex items-center gap-2">
                  {l.flag && <span aria-hidden="true">{l.flag}</span>}
                  <span>
                    <span className="block">{l.name}</span>
                    {l.native_name && (
                      <span className="block text-xs text-neutral-500" dir={l.direction}>
                        {l.native_name}
                      </span>
                    )}
                  </span>
                </span>
              </Td>
              <Td>{l.code}</Td>
              <Td>{l.direction.toUpperCase()}</Td>
              <GeoRowActions kind="language" item={l} list={list} />
            </Tr>
          ))}
        </GeoTable>
        {list.editing && (
          <GeoFormDialog
            key={list.editingKey}
            kind="language"
            item={list.editingItem}
            values={valuesOf}
            schema={languageInputSchema}
            onClose={list.close}
            onSaved={list.saved}
          >
            {(form) => (
              <>
                <TextInput label={k('f_name')} required maxLength={50} {...form.field('name')} />
                <TextInput label={k('f_native_name')} maxLength={50} {...form.field('native_name')} />
                <TextInput label={k('f_code')} required maxLength={2} {...form.field('code')} />
                <TextInput label={k('f_flag_emoji')} placeholder="🇫🇷" {...form.field('flag')} />
                <Select
                  label={k('f_direction')}
                  options={[
                    { value: 'ltr', label: k('ltr') },
                    { value: 'rtl', label: k('rtl') },
                  ]}
                  {...form.field('direction')}
                />
              </>
            )}
          </GeoFormDialog>
        )}
      </CardBody>
    </Card>
  );
}
