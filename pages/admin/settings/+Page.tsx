import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { SETTING_CURRENCIES, SETTING_LANGUAGES, type GroupedSettings } from '../../../src/contracts/settings.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { Button } from '../../../renderer/ui/button.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { Tabs } from '../../../renderer/ui/tabs.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { AdminSettingsPageData } from './+data.js';
import { GroupForm, type FieldSpec } from './GroupForm.js';
import { CountriesTab } from './CountriesTab.js';
import { LanguagesTab } from './LanguagesTab.js';
import { PaymentMethodsList } from './PaymentMethodsList.js';
import type { SettingsLists } from './settings-lists.js';
import { BackupDialog } from './BackupDialog.js';
import { SettingsHistoryDialog } from './SettingsHistoryDialog.js';
import { NotificationsTab } from './NotificationsTab.js';
import { MaintenanceTab } from './MaintenanceTab.js';

const GENERAL: FieldSpec[] = [
  { name: 'app_name', kind: 'text' },
  { name: 'app_url', kind: 'url' },
  { name: 'contact_email', kind: 'email' },
  { name: 'contact_phone', kind: 'tel' },
  { name: 'app_description', kind: 'textarea' },
  { name: 'timezone', kind: 'text', hint: 'admin_settings.hints.timezone' },
];

/**
 * The default language and country are chosen among the active rows of the Langues and Pays tabs (the
 * server refuses any other); the saved value stays offered even if it was since switched off.
 */
function generalFields(lists: Partial<SettingsLists> | undefined, current: GroupedSettings['general']): FieldSpec[] {
  const languages = (lists?.languages ?? []).filter(
    (l) =>
      (l.is_active && (SETTING_LANGUAGES as readonly string[]).includes(l.code)) || l.code === current.default_language,
  );
  const countries = (lists?.countries ?? []).filter((c) => c.is_active || c.iso_code_2 === current.default_country);
  const languageOptions = languages.length
    ? languages.map((l) => ({ value: l.code, label: l.native_name || l.name }))
    : [{ value: current.default_language, label: current.default_language }];
  const countryOptions = countries.length
    ? countries.map((c) => ({ value: c.iso_code_2, label: `${c.name} (${c.iso_code_2})` }))
    : [{ value: current.default_country, label: current.default_country }];
  return [
    ...GENERAL.slice(0, 5),
    { name: 'default_language', kind: 'select', options: languageOptions },
    { name: 'default_country', kind: 'select', options: countryOptions, hint: 'admin_settings.hints.default_country' },
    ...GENERAL.slice(5),
  ];
}
const PAYMENT: FieldSpec[] = [
  { name: 'default_currency', kind: 'select', options: SETTING_CURRENCIES.map((c) => ({ value: c, label: c })) },
  {
    name: 'platform_commission',
    kind: 'number',
    step: 0.1,
    min: 0,
    max: 100,
    suffix: '%',
    hint: 'admin_settings.hints.platform_commission',
  },
  {
    name: 'operator_fee_percent',
    kind: 'number',
    step: 0.1,
    min: 0,
    max: 20,
    suffix: '%',
    hint: 'admin_settings.hints.operator_fee_percent',
  },
  {
    name: 'payout_delay_days',
    kind: 'number',
    step: 1,
    min: 0,
    max: 90,
    hint: 'admin_settings.hints.payout_delay_days',
  },
  { name: 'payout_min_amount', kind: 'number', step: 1, min: 100, suffix: 'FCFA' },
];
const LOTTERY: FieldSpec[] = [
  { name: 'min_ticket_price', kind: 'number', step: 1, min: 100, suffix: 'FCFA' },
  { name: 'max_ticket_price', kind: 'number', step: 1, min: 1000, suffix: 'FCFA' },
  { name: 'min_participants', kind: 'number', step: 1, min: 2, hint: 'admin_settings.hints.min_participants' },
  { name: 'max_duration_days', kind: 'number', step: 1, min: 1, max: 365 },
  { name: 'enterprise_tickets_min', kind: 'number', step: 1, min: 1 },
  { name: 'enterprise_tickets_max', kind: 'number', step: 1, min: 1 },
  { name: 'individual_tickets', kind: 'number', step: 1, min: 1 },
  {
    name: 'monthly_spending_cap',
    kind: 'number',
    step: 1,
    min: 0,
    suffix: 'FCFA',
    hint: 'admin_settings.hints.monthly_spending_cap',
  },
  { name: 'auto_draw', kind: 'checkbox', hint: 'admin_settings.hints.auto_draw' },
  { name: 'auto_refund', kind: 'checkbox', hint: 'admin_settings.hints.auto_refund' },
];

/** Spec 3 §2 "System settings": the platform's settings by tab (Général, Paiement, Tombolas). */
export default function AdminSettingsPage() {
  const { t } = useTranslation();
  const { settings: first } = useData<AdminSettingsPageData>();
  const live = useLiveData<{ data: GroupedSettings } | null>(first ? { data: first } : null, '/admin/settings', {
    fetchOnMount: !first,
  });
  const [saved, setSaved] = useState<GroupedSettings | null>(null);
  // the forms start again from the values read or saved last
  const [version, setVersion] = useState(0);
  const settings = saved ?? live.data?.data ?? null;
  // the lists come with each read (a group's save answers only the groups)
  const lists = live.data?.data as Partial<SettingsLists> | undefined;
  const canConfigurePayments = !!usePageContext().user?.privileges?.includes('settings.payment_secrets');
  // backups hold every account's data: Super Admin only by default (privilege settings.backup)
  const superAdmin = !!usePageContext().user?.roles.includes('Super Admin');

  useEffect(() => {
    if (live.error) toast.error(t('admin_settings.messages.load_failed'));
  }, [live.error, t]);
  // a reload (Actualiser) replaces what the forms show; the first render already shows the first read
  const shown = useRef(live.data);
  useEffect(() => {
    if (shown.current === live.data) return;
    shown.current = live.data;
    setSaved(null);
    setVersion((v) => v + 1);
  }, [live.data]);

  const onSaved = (all: GroupedSettings) => {
    setSaved(all);
    setVersion((v) => v + 1);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('admin_settings.title')}
        intro={t('admin_settings.intro')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => live.reload()}
              loading={live.loading}
              data-testid="settings-refresh"
            >
              {t('admin_settings.refresh')}
            </Button>
            <SettingsHistoryDialog onRestored={onSaved} />
            {superAdmin && <BackupDialog />}
          </div>
        }
      />
      {!settings ? (
        <LoadFailed message={t('admin_settings.messages.load_failed')} onRetry={() => live.reload()} />
      ) : (
        <Tabs
          items={[
            {
              value: 'general',
              label: t('admin_settings.tabs.general'),
              content: (
                <GroupForm
                  key={`general-${version}`}
                  group="general"
                  title={t('admin_settings.tabs.general')}
                  fields={generalFields(lists, settings.general)}
                  initial={settings.general}
                  onSaved={onSaved}
                />
              ),
            },
            {
              value: 'countries',
              label: t('geo.ui.tab_countries'),
              content: <CountriesTab key={`countries-${version}`} initial={lists?.countries ?? []} />,
            },
            {
              value: 'languages',
              label: t('geo.ui.tab_languages'),
              content: <LanguagesTab key={`languages-${version}`} initial={lists?.languages ?? []} />,
            },
            {
              value: 'payment',
              label: t('admin_settings.tabs.payment'),
              content: (
                <div className="space-y-4">
                  <GroupForm
                    key={`payment-${version}`}
                    group="payment"
                    title={t('admin_settings.tabs.payment')}
                    fields={PAYMENT}
                    initial={settings.payment}
                    onSaved={onSaved}
                  />
                  <PaymentMethodsList
                    key={`payment-methods-${version}`}
                    initial={lists?.payment_methods ?? []}
                    canConfigure={canConfigurePayments}
                  />
                </div>
              ),
            },
            {
              value: 'lottery',
              label: t('admin_settings.tabs.lottery'),
              content: (
                <GroupForm
                  key={`lottery-${version}`}
                  group="lottery"
                  title={t('admin_settings.tabs.lottery')}
                  fields={LOTTERY}
                  initial={settings.lottery}
                  onSaved={onSaved}
                />
              ),
            },
            {
              value: 'notifications',
              label: t('admin_settings.tabs.notifications'),
              content: <NotificationsTab key={`notifications-${version}`} settings={settings} onSaved={onSaved} />,
            },
            {
              value: 'maintenance',
              label: t('admin_settings.tabs.maintenance'),
              content: (
                <MaintenanceTab key={`maintenance-${version}`} initial={settings.maintenance} onSaved={onSaved} />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
