import { useTranslation } from 'react-i18next';
import {
  SETTING_GROUPS,
  SETTING_SCHEMAS,
  type GroupedSettings,
  type SettingGroup,
  type SettingKey,
} from '../../../src/contracts/settings.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { Checkbox, Select, TextArea, TextInput, type SelectOption } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

export type FieldKind = 'text' | 'email' | 'url' | 'tel' | 'textarea' | 'number' | 'select' | 'checkbox';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  options?: SelectOption[];
  step?: number;
  min?: number;
  max?: number;
  /** a unit after the label, e.g. FCFA or % */
  suffix?: string;
  /** the field's hint under it (an i18n key) */
  hint?: string;
}

type Values = Record<string, string | boolean>;

const keyOf = (group: SettingGroup, field: string) =>
  (SETTING_GROUPS[group] as Record<string, SettingKey>)[field] as SettingKey;

/** Form values (numbers as typed text) → the values the API takes; a number left empty is sent as NaN and refused. */
function toBody(fields: FieldSpec[], values: Values): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      const v = values[f.name];
      if (f.kind === 'checkbox') return [f.name, Boolean(v)];
      if (f.kind === 'number')
        return [f.name, String(v).trim() === '' ? Number.NaN : Number(String(v).replace(',', '.'))];
      return [f.name, String(v)];
    }),
  );
}

/** One tab's form (spec 3 §2 "System settings"): checked by the API's own rules (spec 3 §5), saved with PUT /admin/settings/{group}. */
export function GroupForm({
  group,
  title,
  fields,
  initial,
  onSaved,
}: {
  group: SettingGroup;
  title: string;
  fields: FieldSpec[];
  initial: Record<string, string | number | boolean>;
  onSaved: (all: GroupedSettings) => void;
}) {
  const { t } = useTranslation();
  const validate = (values: Values): FormErrors => {
    const body = toBody(fields, values);
    const errors: FormErrors = {};
    for (const f of fields) {
      const parsed = SETTING_SCHEMAS[keyOf(group, f.name)].safeParse(body[f.name]);
      if (!parsed.success && parsed.error.issues[0]) errors[f.name] = parsed.error.issues[0].message;
    }
    if (
      group === 'lottery' &&
      !errors.max_ticket_price &&
      !errors.min_ticket_price &&
      Number(body.max_ticket_price) < Number(body.min_ticket_price)
    ) {
      errors.max_ticket_price = 'settings.errors.ticket_price_range';
    }
    return errors;
  };
  const form = useForm<Values>(
    () =>
      Object.fromEntries(
        fields.map((f) => [f.name, f.kind === 'checkbox' ? Boolean(initial[f.name]) : String(initial[f.name] ?? '')]),
      ),
    validate,
  );

  const send = async () => {
    const res = await api<{ message?: string; data: GroupedSettings }>(`/admin/settings/${group}`, {
      method: 'PUT',
      body: toBody(fields, form.values),
    });
    toast.success(res.message || t('admin_settings.messages.saved'));
    onSaved(res.data);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{title}</h2>
      </CardHeader>
      <CardBody>
        <form
          method="post"
          noValidate
          data-testid={`settings-form-${group}`}
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) =>
            void form.submit({ send, failed: () => toast.error(t('admin_settings.messages.save_failed')) })(e)
          }
        >
          {fields.map((f) => {
            const label = f.suffix
              ? `${t(`admin_settings.fields.${f.name}`)} (${f.suffix})`
              : t(`admin_settings.fields.${f.name}`);
            const hint = f.hint ? t(f.hint) : undefined;
            if (f.kind === 'checkbox')
              return (
                <Checkbox
                  key={f.name}
                  label={label}
                  hint={hint}
                  fieldClassName="sm:col-span-2"
                  {...form.check(f.name)}
                />
              );
            if (f.kind === 'select')
              return <Select key={f.name} label={label} hint={hint} options={f.options} {...form.field(f.name)} />;
            if (f.kind === 'textarea')
              return (
                <TextArea
                  key={f.name}
                  label={label}
                  hint={hint}
                  fieldClassName="sm:col-span-2"
                  {...form.field(f.name)}
                />
              );
            return (
              <TextInput
                key={f.name}
                label={label}
                hint={hint}
                type={f.kind}
                inputMode={f.kind === 'number' ? 'decimal' : undefined}
                step={f.step}
                min={f.min}
                max={f.max}
                {...form.field(f.name)}
              />
            );
          })}
          <div className="sm:col-span-2">
            <SubmitButton loading={form.saving}>{t('admin_settings.save')}</SubmitButton>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
