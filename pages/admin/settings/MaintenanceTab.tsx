import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTING_SCHEMAS, type GroupedSettings } from '../../../src/contracts/settings.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { ConfirmAction } from '../../../renderer/ui/ConfirmDialog.js';
import { Checkbox, TextArea } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';

type Values = GroupedSettings['maintenance'];
interface ActionAnswer<D> {
  message?: string;
  data: D;
}

function validate(values: Values): FormErrors {
  const parsed = SETTING_SCHEMAS.maintenance_message.safeParse(values.maintenance_message);
  return !parsed.success && parsed.error.issues[0] ? { maintenance_message: parsed.error.issues[0].message } : {};
}

/**
 * Spec 3 §2 "Maintenance": the mode with its message (shown only when on) and the four actions; clearing
 * the cache and optimising the database ask first (spec 3 §5). The server's answer says the duration
 * or the URL count in the page's language.
 */
export function MaintenanceTab({ initial, onSaved }: { initial: Values; onSaved: (all: GroupedSettings) => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>(() => ({ ...initial }), validate);
  const k = (key: string, values: Record<string, string | number> = {}) => t(`admin_settings.maintenance_tab.${key}`, values);

  const send = async () => {
    const res = await api<ActionAnswer<GroupedSettings>>('/admin/settings/maintenance', { method: 'PUT', body: form.values });
    toast.success(res.message || t('admin_settings.messages.saved'));
    onSaved(res.data);
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <h2 className="font-semibold">{k('mode_title')}</h2>
        </CardHeader>
        <CardBody>
          <form
            method="post"
            noValidate
            data-testid="settings-form-maintenance"
            className="space-y-4"
            onSubmit={(e) => void form.submit({ send, failed: () => toast.error(t('admin_settings.messages.save_failed')) })(e)}
          >
            <Checkbox label={k('mode')} hint={k('mode_hint')} {...form.check('maintenance_mode')} />
            {form.values.maintenance_mode && (
              <TextArea label={k('message')} placeholder={k('message_placeholder')} maxLength={1000} {...form.field('maintenance_message')} />
            )}
            <SubmitButton loading={form.saving}>{k('save')}</SubmitButton>
          </form>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold">{k('actions_title')}</h2>
        </CardHeader>
        <CardBody className="flex flex-wrap gap-2">
          <ConfirmAction
            trigger={<Button variant="secondary" data-testid="maintenance-clear-cache">{k('clear_cache')}</Button>}
            title={k('confirm_clear_cache_title')}
            message={k('confirm_clear_cache')}
            confirmLabel={k('confirm')}
            run={async () => {
              const res = await api<ActionAnswer<{ entries: number }>>('/admin/settings/cache/clear', { method: 'POST' });
              return { message: res.message || k('cache_cleared', { entries: res.data.entries }) };
            }}
            successMessage={k('cache_cleared', { entries: 0 })}
            errorMessage={k('action_failed')}
            onDone={() => undefined}
          />
          <ConfirmAction
            trigger={<Button variant="secondary" data-testid="maintenance-optimize-database">{k('optimize_database')}</Button>}
            title={k('confirm_optimize_title')}
            message={k('confirm_optimize')}
            confirmLabel={k('confirm')}
            run={async () => {
              const res = await api<ActionAnswer<{ duration_ms: number }>>('/admin/settings/database/optimize', { method: 'POST' });
              return { message: res.message || k('database_optimized', { duration: res.data.duration_ms }) };
            }}
            successMessage={k('database_optimized', { duration: 0 })}
            errorMessage={k('action_failed')}
            onDone={() => undefined}
          />
          <ActionButton
            testId="maintenance-generate-sitemap"
            label={k('generate_sitemap')}
            run={async () => {
              const res = await api<ActionAnswer<{ urls: number }>>('/admin/settings/sitemap/generate', { method: 'POST' });
              return res.message || k('sitemap_generated', { count: res.data.urls });
            }}
            failed={k('action_failed')}
          />
          <ActionButton
            testId="maintenance-test-email"
            label={k('test_email')}
            run={async () => {
              const res = await api<ActionAnswer<{ to: string }>>('/admin/settings/email/test', { method: 'POST' });
              return res.message || k('email_sent', { email: res.data.to });
            }}
            failed={k('action_failed')}
          />
        </CardBody>
      </Card>
    </div>
  );
}

/** An action that needs no confirmation: runs, then says the result (or the server's error) in a toast. */
function ActionButton({ label, run, failed, testId }: { label: string; run: () => Promise<string>; failed: string; testId: string }) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      toast.success(await run());
    } catch (err) {
      toast.error(failureOf(err).message || failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void click()} data-testid={testId}>
      {label}
    </Button>
  );
}
