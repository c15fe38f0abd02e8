import { useTranslation } from 'react-i18next';
import { userTypeSchema, type UserTypeView } from '../../../src/contracts/access.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Checkbox, TextArea, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { PostedForm } from '../../../renderer/ui/server-form.js';

interface Values {
  key: string;
  name: string;
  description: string;
  sort_order: string;
  is_active: boolean;
}

const payload = (v: Values) => ({
  key: v.key.trim(),
  name: v.name,
  description: v.description,
  sort_order: v.sort_order === '' ? 0 : Number(v.sort_order),
  is_active: v.is_active,
});

/** Add (row null) or edit a user type; the same zod schema as the API checks the fields first. */
export function UserTypeDialog({
  row,
  nextOrder,
  onOpenChange,
  onSaved,
}: {
  row: UserTypeView | null;
  nextOrder: number;
  onOpenChange: (open: boolean) => void;
  onSaved: (row: UserTypeView) => void;
}) {
  const { t } = useTranslation();
  const validate = (v: Values): FormErrors => {
    const parsed = userTypeSchema.safeParse(payload(v));
    return parsed.success ? {} : firstErrors(parsed.error);
  };
  const { values, field, check, saving, submit, form } = useForm<Values>(
    () => ({
      key: row?.key ?? '',
      name: row?.name ?? '',
      description: row?.description ?? '',
      sort_order: String(row?.sort_order ?? nextOrder),
      is_active: row?.is_active ?? true,
    }),
    validate,
  );
  const onSubmit = submit({
    send: async () => {
      const res = row
        ? await api<{ message: string; data: UserTypeView }>(`/admin/user-types/${row.id}`, {
            method: 'PUT',
            body: payload(values),
          })
        : await api<{ message: string; data: UserTypeView }>('/admin/user-types', {
            method: 'POST',
            body: payload(values),
          });
      toast.success(res.message);
      onSaved(res.data);
      onOpenChange(false);
    },
    failed: (failure, fields) => {
      if (!Object.keys(fields).length) toast.error(failure.message || t('errors.generic'));
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={t(row ? 'access.dialog_edit' : 'access.dialog_create')}
    >
      <PostedForm form={form} onSubmit={onSubmit} className="flex flex-col gap-4" testId="user-type-form">
        <TextInput
          {...field('key')}
          label={t('access.fields.key')}
          hint={t('access.fields.key_hint')}
          required
          autoComplete="off"
          data-testid="user-type-key"
        />
        <TextInput
          {...field('name')}
          label={t('access.fields.name')}
          required
          autoComplete="off"
          data-testid="user-type-name"
        />
        <TextArea {...field('description')} label={t('access.fields.description')} rows={3} />
        <TextInput
          {...field('sort_order')}
          type="number"
          min={0}
          max={10000}
          label={t('access.fields.sort_order')}
          inputMode="numeric"
        />
        <Checkbox {...check('is_active')} label={t('access.fields.is_active')} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            {t('access.cancel')}
          </Button>
          <SubmitButton loading={saving} data-testid="user-type-save">
            {t('access.save')}
          </SubmitButton>
        </div>
      </PostedForm>
    </Dialog>
  );
}
