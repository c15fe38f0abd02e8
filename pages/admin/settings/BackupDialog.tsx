import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupFile } from '../../../src/contracts/settings-history.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button, buttonClasses } from '../../../renderer/ui/button.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { toast } from '../../../renderer/ui/toast.js';
import { LoadedList, SettingsListDialog } from './SettingsListDialog.js';

const NS = 'admin_settings_backup';

const size = (bytes: number, lang: string) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(bytes / 1024)} Ko`
    : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} Mo`;

/**
 * Spec 3 §2: the header's save action makes a backup of the whole database (Super Admin). The dialog
 * lists the backups with a download link each; `npm run db:restore -- <file>` puts one back.
 */
export function BackupDialog() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<BackupFile[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setFiles((await api<{ data: BackupFile[] }>('/admin/settings/backups')).data);
    } catch {
      toast.error(t('admin_settings_backup.load_failed'));
    }
  }, [t]);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const create = async () => {
    setBusy(true);
    try {
      const res = await api<{ message?: string; data: BackupFile }>('/admin/settings/backup', { method: 'POST' });
      toast.success(res.message || t('admin_settings_backup.created'));
      await load();
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_settings_backup.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsListDialog ns={NS} openTestId="settings-backup-open" open={open} onOpenChange={setOpen}>
      <div>
        <Button onClick={() => void create()} loading={busy} data-testid="settings-backup-create">
          {t('admin_settings_backup.create')}
        </Button>
      </div>
      <LoadedList ns={NS} items={files}>
        {(list) => (
          <ul
            className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 text-sm"
            data-testid="settings-backups"
          >
            {list.map((f) => (
              <li key={f.name} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{f.name}</p>
                  <p className="text-neutral-600">
                    <DateText value={f.created_at} /> · {size(f.size, i18n.language)}
                  </p>
                </div>
                <a
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  href={`/api/admin/settings/backups/${encodeURIComponent(f.name)}`}
                  download={f.name}
                >
                  {t('admin_settings_backup.download')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </SettingsListDialog>
  );
}
