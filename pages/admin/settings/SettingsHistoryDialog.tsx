import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldOfKey, type GroupedSettings } from '../../../src/contracts/settings.js';
import type { SettingsHistoryEntry, SettingsHistoryPage } from '../../../src/contracts/settings-history.js';
import { api } from '../../../renderer/lib/api.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmAction } from '../../../renderer/ui/ConfirmDialog.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { toast } from '../../../renderer/ui/toast.js';
import { LoadedList, SettingsListDialog } from './SettingsListDialog.js';

const NS = 'admin_settings_history';

/** Spec 3 §2 settings: every save, newest first, each with a "Restaurer" that puts its previous values back. */
export function SettingsHistoryDialog({ onRestored }: { onRestored: (all: GroupedSettings) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<SettingsHistoryPage | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (p: number) => {
      setLoading(true);
      try {
        setData((await api<{ data: SettingsHistoryPage }>(`/admin/settings/history?page=${p}`)).data);
      } catch {
        toast.error(t('admin_settings_history.load_failed'));
      } finally {
        setLoading(false);
      }
    },
    [t],
  );
  useEffect(() => {
    if (open) void load(page);
  }, [open, page, load]);

  return (
    <SettingsListDialog ns={NS} openTestId="settings-history-open" open={open} onOpenChange={setOpen}>
      <LoadedList ns={NS} items={data?.entries ?? null}>
        {(entries) => (
          <ol className="space-y-3" data-testid="settings-history" aria-busy={loading}>
            {entries.map((entry) => (
              <HistoryItem
                key={entry.id}
                entry={entry}
                onRestored={(all) => {
                  onRestored(all);
                  setPage(1);
                  void load(1);
                }}
              />
            ))}
          </ol>
        )}
      </LoadedList>
      {data && data.pagination.last_page > 1 && (
        <ListPager
          page={page}
          perPage={data.pagination.per_page}
          total={data.pagination.total}
          onPage={setPage}
          testId="settings-history-pager"
        />
      )}
    </SettingsListDialog>
  );
}

function HistoryItem({
  entry,
  onRestored,
}: {
  entry: SettingsHistoryEntry;
  onRestored: (all: GroupedSettings) => void;
}) {
  const { t } = useTranslation();
  const show = (v: unknown) =>
    typeof v === 'boolean'
      ? t(`admin_settings_history.${v ? 'yes' : 'no'}`)
      : v === '' || v === null || v === undefined
        ? t('admin_settings_history.empty_value')
        : String(v);
  const restored = useRef<GroupedSettings | null>(null);
  return (
    <li className="rounded-xl border border-neutral-200 p-3 text-sm" data-testid="settings-history-entry">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <DateText value={entry.created_at} className="font-medium" />
          <Badge>{t(`admin_settings_history.groups.${entry.group}`, { defaultValue: entry.group })}</Badge>
          <span className="text-neutral-600">
            {t('admin_settings_history.who')} {entry.actor?.name ?? t('admin_settings_history.unknown_actor')}
          </span>
        </div>
        <ConfirmAction
          trigger={
            <Button size="sm" variant="outline" data-testid="settings-history-restore">
              {t('admin_settings_history.restore')}
            </Button>
          }
          title={t('admin_settings_history.confirm_title')}
          message={t('admin_settings_history.confirm_text')}
          confirmLabel={t('admin_settings_history.confirm')}
          successMessage={t('admin_settings_history.restored')}
          errorMessage={t('admin_settings_history.restore_failed')}
          run={async () => {
            const res = await api<{ message?: string; data: GroupedSettings }>(
              `/admin/settings/history/${entry.id}/restore`,
              { method: 'POST' },
            );
            restored.current = res.data;
            return res;
          }}
          onDone={() => restored.current && onRestored(restored.current)}
        />
      </div>
      {entry.restored_from_id !== null && (
        <p className="mt-1 text-xs text-neutral-600">
          {t('admin_settings_history.restored_from', { id: entry.restored_from_id })}
        </p>
      )}
      <ul className="mt-2 space-y-1">
        {Object.entries(entry.changes).map(([key, c]) => (
          <li key={key}>
            <span className="text-neutral-600">
              {t(`admin_settings.fields.${fieldOfKey(key)}`, { defaultValue: key })} :{' '}
            </span>
            <del className="text-neutral-500">{show(c.before)}</del> → <strong>{show(c.after)}</strong>
          </li>
        ))}
      </ul>
    </li>
  );
}
