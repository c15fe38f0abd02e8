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
  const k = (key: string, values: Record<string, string | number> = {}) =>
    t(`admin_settings.maintenance_tab.${key}`, values);

  const send = async () => {
    const res = await api<ActionAnswer<GroupedSettings>>('/admin/settings/maintenance', {
      method: 'PUT',
      body: form.values,
    });
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
            onSubmit={(e) =>
              void form.submit({ send, failed: () => toast.error(t('admin_settings.messages.save_failed')) })(e)
            }
          >
            <Checkbox label={k('mode')} hint={k('mode_hint')} {...form.check('maintenance_mode')} />
            {form.values.maintenance_mode && (
              <TextArea
                label={k('message')}
                placeholder={k('message_placeholder')}
                maxLength={1000}
                {...form.field('maintenance_message')}
              />
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
          {ACTIONS.map((action) => (
            <MaintenanceAction key={action.id} action={action} k={k} />
          ))}
        </CardBody>
      </Card>
    </div>
  );
}

type Texts = (key: string, values?: Record<string, string | number>) => string;

interface MaintenanceActionSpec {
  id: string;
  path: string;
  /** its texts' keys: the button, and the question first when it asks */
  label: string;
  confirm?: { title: string; message: string };
  /** the result sentence when the server gives none */
  done: (data: Record<string, string | number>, k: Texts) => string;
}

const ACTIONS: MaintenanceActionSpec[] = [
  {
    id: 'clear-cache',
    path: '/admin/settings/cache/clear',
    label: 'clear_cache',
    confirm: { title: 'confirm_clear_cache_title', message: 'confirm_clear_cache' },
    done: (d, k) => k('cache_cleared', { entries: d.entries ?? 0 }),
  },
  {
    id: 'optimize-database',
    path: '/admin/settings/database/optimize',
    label: 'optimize_database',
    confirm: { title: 'confirm_optimize_title', message: 'confirm_optimize' },
    done: (d, k) => k('database_optimized', { duration: d.duration_ms ?? 0 }),
  },
  {
    id: 'generate-sitemap',
    path: '/admin/settings/sitemap/generate',
    label: 'generate_sitemap',
    done: (d, k) => k('sitemap_generated', { count: d.urls ?? 0 }),
  },
  {
    id: 'test-email',
    path: '/admin/settings/email/test',
    label: 'test_email',
    done: (d, k) => k('email_sent', { email: d.to ?? '' }),
  },
];

/** One maintenance action: asks first when it has a question, then says the server's result in a toast. */
function MaintenanceAction({ action, k }: { action: MaintenanceActionSpec; k: Texts }) {
  const testId = `maintenance-${action.id}`;
  const run = async () => {
    const res = await api<ActionAnswer<Record<string, string | number>>>(action.path, { method: 'POST' });
    return res.message || action.done(res.data, k);
  };
  if (!action.confirm)
    return <ActionButton testId={testId} label={k(action.label)} run={run} failed={k('action_failed')} />;
  return (
    <ConfirmAction
      trigger={
        <Button variant="secondary" data-testid={testId}>
          {k(action.label)}
        </Button>
      }
      title={k(action.confirm.title)}
      message={k(action.confirm.message)}
      confirmLabel={k('confirm')}
      run={async () => ({ message: await run() })}
      successMessage={action.done({}, k)}
      errorMessage={k('action_failed')}
      onDone={() => undefined}
    />
  );
}

/** An action that needs no confirmation: runs, then says the result (or the server's error) in a toast. */
function ActionButton({
  label,
  run,
  failed,
  testId,
}: {
  label: string;
  run: () => Promise<string>;
  failed: string;
  testId: string;
}) {
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
