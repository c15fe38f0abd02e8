import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../renderer/lib/api.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Checkbox } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { geoPlural, zodFormErrors, type GeoKind, type GeoListAnswer } from './geo-form.js';

type Form<V extends object> = ReturnType<typeof useForm<V>>;

/**
 * The add/edit dialog of a country or language: checks the values with the contract's schema, sends them
 * (POST to add, PUT to edit) and hands the refreshed list back. `children` draws the fields but the
 * on/off box, which both have.
 */
export function GeoFormDialog<T extends { id: number }, V extends { is_active: boolean }>({
  kind,
  item,
  values,
  schema,
  onClose,
  onSaved,
  children,
}: {
  kind: GeoKind;
  item?: T;
  values: (item?: T) => V;
  schema: z.ZodType;
  onClose: () => void;
  onSaved: (list: T[]) => void;
  children: (form: Form<V>) => ReactNode;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`geo.ui.${key}`);
  const form = useForm<V>(
    () => values(item),
    (v) => zodFormErrors(schema, v),
  );
  const send = async () => {
    const base = `/admin/${geoPlural[kind]}`;
    const res = await api<GeoListAnswer<T>>(item ? `${base}/${item.id}` : base, {
      method: item ? 'PUT' : 'POST',
      body: form.values,
    });
    toast.success(res.message ?? '');
    onSaved(res.data[geoPlural[kind]]);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={item ? k(`edit_${kind}`) : k(`add_${kind}`)}>
      <form
        method="post"
        noValidate
        className="space-y-3"
        data-testid={`${kind}-form`}
        onSubmit={(e) => void form.submit({ send, failed: (f) => toast.error(f.message || k('error')) })(e)}
      >
        {children(form)}
        <Checkbox label={k('f_is_active')} {...form.check('is_active')} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" type="button" onClick={onClose}>
            {k('cancel')}
          </Button>
          <SubmitButton loading={form.saving}>{k('save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
