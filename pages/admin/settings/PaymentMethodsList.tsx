import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GATEWAY_ENVIRONMENTS,
  GATEWAY_FIELDS,
  isGateway,
  type AdminPaymentMethod,
  type GatewayName,
} from '../../../src/contracts/payment-methods.js';
import { api, failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

interface Answer {
  message?: string;
  data: { payment_methods: AdminPaymentMethod[] };
}

/**
 * Spec 3 §2 "Payments": each method with its on/off switch; gateways also get Configurer (their keys,
 * shown masked, kept when sent back unchanged) and E-Billing a connection test. Checkout offers Airtel
 * Money and Moov Money only while E-Billing is on.
 */
export function PaymentMethodsList({
  initial,
  canConfigure,
}: {
  initial: AdminPaymentMethod[];
  canConfigure: boolean;
}) {
  const { t } = useTranslation();
  const k = (key: string, v?: Record<string, string>) => t(`payment_methods.ui.${key}`, v ?? {});
  const [methods, setMethods] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const [configuring, setConfiguring] = useState<AdminPaymentMethod | null>(null);

  const toggle = async (m: AdminPaymentMethod) => {
    setBusy(m.id);
    try {
      const res = await api<Answer>(`/admin/settings/payment-methods/${m.id}`, {
        method: 'PUT',
        body: { active: !m.active },
      });
      setMethods(res.data.payment_methods);
      toast.success(res.message ?? '');
    } catch (err) {
      toast.error(failureOf(err).message || k('error'));
    } finally {
      setBusy(null);
    }
  };

  const test = async (m: AdminPaymentMethod) => {
    setBusy(m.id);
    try {
      const res = await api<{ message: string; data: { ok: boolean } }>(
        `/admin/settings/payment-methods/${m.id}/test`,
        { method: 'POST' },
      );
      (res.data.ok ? toast.success : toast.error)(res.message);
    } catch (err) {
      toast.error(failureOf(err).message || k('test_error'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card data-testid="payment-methods">
      <CardHeader>
        <h2 className="font-semibold">{k('title')}</h2>
      </CardHeader>
      <CardBody>
        <ul className="divide-y divide-neutral-200">
          {methods.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-3 py-3" data-testid={`payment-method-${m.code}`}>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-neutral-900">
                  {m.name} <Badge tone="neutral">{k(`type_${m.type}`)}</Badge>
                </p>
                {m.description && <p className="text-sm text-neutral-600">{m.description}</p>}
              </div>
              <Badge tone={m.active ? 'brand' : 'neutral'}>{m.active ? k('active') : k('inactive')}</Badge>
              <label className="inline-flex cursor-pointer items-center">
                <input
                  type="checkbox"
                  role="switch"
                  className="size-5 accent-brand-600"
                  checked={m.active}
                  aria-checked={m.active}
                  disabled={busy === m.id}
                  aria-label={k('toggle', { name: m.name })}
                  onChange={() => void toggle(m)}
                  data-testid="payment-method-toggle"
                />
              </label>
              {isGateway(m.gateway) && canConfigure && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setConfiguring(m)}
                  data-testid="payment-method-configure"
                >
                  {k('configure')}
                </Button>
              )}
              {m.gateway === 'ebilling' && canConfigure && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === m.id}
                  onClick={() => void test(m)}
                  data-testid="payment-method-test"
                >
                  {k('test')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {configuring && isGateway(configuring.gateway) && (
          <GatewayDialog
            method={configuring}
            gateway={configuring.gateway}
            onClose={() => setConfiguring(null)}
            onSaved={(list) => {
              setMethods(list);
              setConfiguring(null);
            }}
          />
        )}
      </CardBody>
    </Card>
  );
}

function GatewayDialog({
  method,
  gateway,
  onClose,
  onSaved,
}: {
  method: AdminPaymentMethod;
  gateway: GatewayName;
  onClose: () => void;
  onSaved: (list: AdminPaymentMethod[]) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, v?: Record<string, string>) => t(`payment_methods.ui.${key}`, v ?? {});
  const fields = GATEWAY_FIELDS[gateway];
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(fields.map((f) => [f.key, method.config?.[f.key] ?? ''])),
    environment: method.config?.environment || GATEWAY_ENVIRONMENTS[gateway][0]!,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const missing = Object.fromEntries(
      fields.filter((f) => !values[f.key]?.trim()).map((f) => [f.key, t('payment_methods.errors.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      const res = await api<Answer>(`/admin/settings/payment-methods/${method.id}`, {
        method: 'PUT',
        body: { config: values },
      });
      toast.success(res.message ?? '');
      onSaved(res.data.payment_methods);
    } catch (err) {
      const failure = failureOf(err);
      setErrors(
        Object.fromEntries(
          Object.entries(serverFieldErrors(failure)).map(([key, v]) => [key.replace(/^config\./, ''), v]),
        ),
      );
      toast.error(failure.message || k('error'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={k('dialog_title', { name: method.name })}
      description={k('secret_hint')}
    >
      <form
        method="post"
        noValidate
        className="space-y-3"
        onSubmit={(e) => void save(e)}
        data-testid="gateway-config-form"
      >
        {fields.map((f) => (
          <TextInput
            key={f.key}
            label={k(f.key)}
            name={f.key}
            required
            type={f.secret ? 'password' : 'text'}
            autoComplete="off"
            value={values[f.key] ?? ''}
            error={errors[f.key]}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
          />
        ))}
        <Select
          label={k('environment')}
          name="environment"
          value={values.environment}
          error={errors.environment}
          options={GATEWAY_ENVIRONMENTS[gateway].map((env) => ({ value: env, label: k(`env_${env}`) }))}
          onChange={(e) => setValues((v) => ({ ...v, environment: e.target.value }))}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" type="button" onClick={onClose}>
            {k('cancel')}
          </Button>
          <SubmitButton loading={saving}>{k('save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
