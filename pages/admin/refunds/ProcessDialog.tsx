import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../../renderer/lib/api.js';
import { failureText } from '../../../renderer/refunds/refund-ui.js';
import { processAutomatic } from '../../../renderer/refunds/refunds-api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Checkbox } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

/**
 * Spec 3 §2 "automatic processing": raises the refunds owed (raffles short of participants or cancelled,
 * money taken twice) and sends the payouts; in test mode (dry_run) it only counts. The server's report
 * sentence is shown as is.
 */
export function ProcessDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [dryRun, setDryRun] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const report = await processAutomatic({ dry_run: dryRun });
      if (report.dry_run) toast.info(report.message, { title: t('admin_refunds.process.dry_run_title') });
      else toast.success(report.message);
      setBusy(false);
      setOpen(false);
      if (!report.dry_run) onDone();
    } catch (err) {
      toast.error(failureText(failureOf(err), t('admin_refunds.messages.process_failed')));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title={t('admin_refunds.process.title')}
      description={t('admin_refunds.process.description')}
      trigger={<Button data-testid="process-automatic">{t('admin_refunds.actions.process')}</Button>}
    >
      <div className="flex flex-col gap-4" data-testid="process-dialog">
        <Checkbox
          name="dry_run"
          label={t('admin_refunds.process.dry_run')}
          hint={t('admin_refunds.process.dry_run_hint')}
          checked={dryRun}
          onChange={(e) => setDryRun(e.target.checked)}
          data-testid="dry-run"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {t('admin_refunds.process.cancel')}
          </Button>
          <Button onClick={() => void run()} loading={busy} data-testid="process-submit">
            {t(dryRun ? 'admin_refunds.process.submit_dry_run' : 'admin_refunds.process.submit')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
