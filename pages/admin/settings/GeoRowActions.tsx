import { useTranslation } from 'react-i18next';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmAction } from '../../../renderer/ui/ConfirmDialog.js';
import { Td } from '../../../renderer/ui/table.js';
import { toast } from '../../../renderer/ui/toast.js';
import { geoPlural, type GeoKind, type GeoListAnswer } from './geo-form.js';
import type { useGeoList } from './use-geo-list.js';

/**
 * The last two cells of a country's or language's row: its status, and its actions (edit, switch on/off,
 * and delete after confirmation).
 */
export function GeoRowActions<T extends { id: number; is_active: boolean }>({
  kind,
  item,
  list,
}: {
  kind: GeoKind;
  item: T;
  list: ReturnType<typeof useGeoList<T>>;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`geo.ui.${key}`);
  const base = `/admin/${geoPlural[kind]}/${item.id}`;
  const active = item.is_active;
  const onList = list.setItems;

  const toggle = async () => {
    try {
      const res = await api<GeoListAnswer<T>>(`${base}/toggle-status`, { method: 'PUT' });
      onList(res.data[geoPlural[kind]]);
      toast.success(res.message ?? '');
    } catch (err) {
      toast.error(failureOf(err).message || k('error'));
    }
  };

  return (
    <>
      <Td>
        <Badge tone={active ? 'brand' : 'neutral'}>{active ? k('active') : k('inactive')}</Badge>
      </Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="ghost" onClick={() => list.setEditing(item)}>
            {k('edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void toggle()} data-testid={`${kind}-toggle`}>
            {active ? k('deactivate') : k('activate')}
          </Button>
          <ConfirmAction
            trigger={
              <Button size="sm" variant="ghost" className="text-red-700" data-testid={`${kind}-delete`}>
                {k('delete')}
              </Button>
            }
            title={k('confirm_title')}
            message={k(`confirm_delete_${kind}`)}
            confirmLabel={k('delete')}
            variant="danger"
            run={async () => {
              const res = await api<GeoListAnswer<T>>(`${base}/delete`, { method: 'POST' });
              onList(res.data[geoPlural[kind]]);
              return res;
            }}
            successMessage={t(`geo.messages.${kind}_deleted`)}
            errorMessage={k('error')}
            onDone={() => undefined}
          />
        </div>
      </Td>
    </>
  );
}
