import { useTranslation } from 'react-i18next';
import {
  MERCHANT_ROLES,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  creatableRoles,
  editableRoles,
  isAdminType,
  roleKey,
  type AdminUserRow,
  type AdminUserSaveAnswer,
} from '../../../src/contracts/admin-users.js';
import type { CountryDto } from '../../../src/contracts/reference.js';
import { PhoneInput } from '../../../renderer/auth/PhoneInput.js';
import { fullPhoneNumber, parsePhone, phoneProblem, type PhoneValue } from '../../../renderer/auth/phone.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Checkbox, Select, TextArea, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { PostedForm } from '../../../renderer/ui/server-form.js';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: PhoneValue;
  role: string;
  is_active: boolean;
  city: string;
  address: string;
  date_of_birth: string;
  gender: string;
  bio: string;
  business_name: string;
  business_description: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  push_notifications: boolean;
}

const merchantRoles: readonly string[] = MERCHANT_ROLES;

function initialValues(row: AdminUserRow | null, countries: CountryDto[]): Values {
  return {
    first_name: row?.first_name ?? '',
    last_name: row?.last_name ?? '',
    email: row?.email ?? '',
    phone: parsePhone(row?.phone, countries),
    role: row?.primary_role ?? '',
    is_active: row?.is_active ?? true,
    city: row?.city ?? '',
    address: row?.address ?? '',
    date_of_birth: row?.date_of_birth ?? '',
    gender: row?.gender ?? '',
    bio: row?.bio ?? '',
    business_name: row?.business_name ?? '',
    business_description: row?.business_description ?? '',
    email_notifications: row?.email_notifications ?? true,
    sms_notifications: row?.sms_notifications ?? false,
    push_notifications: row?.push_notifications ?? false,
  };
}

export interface UserFormDialogProps {
  /** null: the create form; a row: its edit form. */
  row: AdminUserRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer: { roles: readonly string[] };
  countries: CountryDto[];
  onSaved: () => void;
}

/**
 * Spec 3 §2 create and edit modals. Create: name, e-mail, phone, role (those admin-roles offers) and
 * active, the temporary password being generated and e-mailed. Edit: staff accounts show only name,
 * e-mail, phone, role and active; the others their personal fields, business fields (business roles),
 * bio and notification preferences. Checked with the API's own schemas (spec 3 §5).
 */
export function UserFormDialog({ row, open, onOpenChange, viewer, countries, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation();
  const creating = row === null;
  const superAdmin = viewer.roles.includes('Super Admin');
  const staffTarget = !creating && isAdminType(row.primary_role);

  const payload = (v: Values) => {
    const base = {
      first_name: v.first_name,
      last_name: v.last_name,
      email: v.email,
      phone: fullPhoneNumber(v.phone, countries),
      role: v.role,
      is_active: v.is_active,
    };
    if (creating || staffTarget) return base;
    const business = merchantRoles.includes(v.role)
      ? { business_name: v.business_name, business_description: v.business_description }
      : {};
    return {
      ...base,
      city: v.city,
      address: v.address,
      date_of_birth: v.date_of_birth,
      gender: v.gender,
      bio: v.bio,
      ...business,
      email_notifications: v.email_notifications,
      sms_notifications: v.sms_notifications,
      push_notifications: v.push_notifications,
    };
  };

  const validate = (v: Values): FormErrors => {
    const parsed = (creating ? adminUserCreateSchema : adminUserUpdateSchema).safeParse(payload(v));
    const errs: FormErrors = parsed.success ? {} : firstErrors(parsed.error);
    const phone = phoneProblem(v.phone);
    if (phone)
      errs.phone =
        phone === 'auth.errors.phone_required'
          ? 'admin_users.messages.required_fields'
          : 'admin_users.errors.phone_invalid';
    else delete errs.phone;
    if (staffTarget && !v.role) errs.role = 'admin_users.messages.role_required';
    return errs;
  };

  const { values, update, field, check, saving, submit, form } = useForm<Values>(
    () => initialValues(row, countries),
    validate,
  );

  const onSubmit = submit({
    send: async () => {
      const res = creating
        ? await api<AdminUserSaveAnswer>('/admin/users', { method: 'POST', body: payload(values) })
        : await api<AdminUserSaveAnswer>(`/admin/users/${row.id}`, {
            method: 'POST',
            body: { ...payload(values), _method: 'PUT' },
          });
      toast.success(res.message || t(`admin_users.messages.${creating ? 'created' : 'updated'}`));
      onOpenChange(false);
      onSaved();
    },
    failed: (failure) =>
      toast.error(failure.message || t(`admin_users.messages.${creating ? 'create_failed' : 'update_failed'}`)),
  });

  // the roles this admin may give; an edited account keeps showing its own role even if it may not be given
  const offered: string[] = creating
    ? creatableRoles(viewer)
    : editableRoles(viewer).filter((r) => !staffTarget || isAdminType(r));
  if (!creating && row.primary_role && !offered.includes(row.primary_role)) offered.unshift(row.primary_role);
  const roleOptions = offered.map((value) => ({ value, label: t(`admin_users.roles.${roleKey(value)}`) }));
  const title = creating
    ? t(superAdmin ? 'admin_users.create.title_admin' : 'admin_users.create.title_user')
    : t('admin_users.edit.title');
  const fullForm = !creating && !staffTarget;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={title}
      description={creating ? t('admin_users.create.temporary_password') : undefined}
    >
      <PostedForm
        form={form}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        testId={creating ? 'user-create-form' : 'user-edit-form'}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            {...field('first_name')}
            label={t('admin_users.form.first_name')}
            required
            autoComplete="off"
            data-testid="user-first-name"
          />
          <TextInput
            {...field('last_name')}
            label={t('admin_users.form.last_name')}
            required
            autoComplete="off"
            data-testid="user-last-name"
          />
        </div>
        <TextInput
          {...field('email')}
          type="email"
          label={t('admin_users.form.email')}
          required
          autoComplete="off"
          data-testid="user-email"
        />
        <PhoneInput
          name="phone"
          label={t('admin_users.form.phone')}
          countries={countries}
          required
          value={values.phone}
          error={form.errors.phone ? t(form.errors.phone) : undefined}
          onChange={(v) => update('phone', v)}
        />
        <Select
          {...field('role')}
          label={t('admin_users.form.role')}
          required={creating || staffTarget}
          placeholder={t('admin_users.form.role_placeholder')}
          options={roleOptions}
          data-testid="user-role-select"
        />
        {fullForm && (
          <>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold text-neutral-900">{t('admin_users.edit.personal')}</legend>
              <TextInput {...field('city')} label={t('admin_users.form.city')} />
              <TextInput {...field('address')} label={t('admin_users.form.address')} />
              <TextInput {...field('date_of_birth')} type="date" label={t('admin_users.form.date_of_birth')} />
              <Select
                {...field('gender')}
                label={t('admin_users.form.gender')}
                placeholder={t('admin_users.form.gender_none')}
                options={(['male', 'female', 'other'] as const).map((g) => ({
                  value: g,
                  label: t(`admin_users.form.genders.${g}`),
                }))}
              />
            </fieldset>
            {merchantRoles.includes(values.role) && (
              <fieldset className="flex flex-col gap-4">
                <legend className="mb-2 text-sm font-semibold text-neutral-900">
                  {t('admin_users.edit.business')}
                </legend>
                <TextInput {...field('business_name')} label={t('admin_users.form.business_name')} />
                <TextArea
                  {...field('business_description')}
                  label={t('admin_users.form.business_description')}
                  rows={3}
                />
              </fieldset>
            )}
            <TextArea {...field('bio')} label={t('admin_users.form.bio')} rows={3} />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-neutral-900">
                {t('admin_users.edit.notifications')}
              </legend>
              <Checkbox {...check('email_notifications')} label={t('admin_users.form.email_notifications')} />
              <Checkbox {...check('sms_notifications')} label={t('admin_users.form.sms_notifications')} />
              <Checkbox {...check('push_notifications')} label={t('admin_users.form.push_notifications')} />
            </fieldset>
          </>
        )}
        <Checkbox {...check('is_active')} label={t('admin_users.form.is_active')} data-testid="user-active" />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            {t(creating ? 'admin_users.create.cancel' : 'admin_users.edit.cancel')}
          </Button>
          <SubmitButton loading={saving} data-testid="user-form-submit">
            {t(creating ? 'admin_users.create.submit' : 'admin_users.edit.submit')}
          </SubmitButton>
        </div>
      </PostedForm>
    </Dialog>
  );
}
