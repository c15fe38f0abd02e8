import { useTranslation } from 'react-i18next';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmAction } from '../../../renderer/ui/ConfirmDialog.js';
import { toast } from '../../../renderer/ui/toast.js';
import { geoPlural, type GeoKind, type GeoListAnswer } from './geo-form.js';

/** A country's or language's row actions: edit, switch on/off, and delete after confirmation. */
export function GeoRowActions<T>({
  kind,
  id,
  active,
  onEdit,
  onList,
}: {
  kind: GeoKind;
  id: number;
  active: boolean;
  onEdit: () => void;
  onList: (list: T[]) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`geo.ui.${key}`);
  const base = `/admin/${geoPlural[kind]}/${id}`;

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
    <div className="flex flex-wrap gap-1">
      <Button size="sm" variant="ghost" onClick={onEdit}>
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
  );
}
