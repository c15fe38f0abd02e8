import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { PayoutView } from '../../../src/contracts/payouts.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { downloadFile } from '../../../renderer/lib/download.js';
import { Button, buttonClasses } from '../../../renderer/ui/button.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { toast } from '../../../renderer/ui/toast.js';
import { approvePayout, retryPayout, type PayoutAnswer } from './payouts-api.js';
import { RejectPayoutDialog } from './RejectPayoutDialog.js';
import { statementHref } from './payout-query.js';

/** The merchant's name as the back office shows it: its business name when it has one. */
export const merchantName = (p: PayoutView) => p.merchant?.business_name || p.merchant?.name || '—';

/**
 * Tells how a send went: paid or on its way is a success, a failed send says why (the payout stays
 * in the list, to be sent again or rejected).
 */
function announce(res: PayoutAnswer, t: TFunction) {
  if (res.data.status === 'failed')
    toast.error(res.data.failure_reason || res.message || t('admin_payouts.messages.send_failed'), {
      title: t('admin_payouts.messages.send_failed_title'),
    });
  else toast.success(res.message || t(`admin_payouts.messages.${res.data.status === 'paid' ? 'paid' : 'sent'}`));
}

/** Approve-and-send or send again, after a confirmation: money leaves for the merchant's phone. */
function SendAction({
  payout,
  kind,
  onChanged,
}: {
  payout: PayoutView;
  kind: 'approve' | 'retry';
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const vars = {
    number: payout.payout_number,
    amount: formatFCFA(payout.amount),
    merchant: merchantName(payout),
    phone: payout.payee_phone,
  };

  async function confirm() {
    setBusy(true);
    try {
      announce(await (kind === 'approve' ? approvePayout(payout.id) : retryPayout(payout.id)), t);
      setOpen(false);
      onChanged();
    } catch (err) {
      toast.error(failureOf(err).message || t(`admin_payouts.messages.${kind}_failed`));
      // the payout may have moved meanwhile (another administrator): show where it stands
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t(`admin_payouts.${kind}.title`, vars)}
      message={t(`admin_payouts.${kind}.message`, vars)}
      confirmLabel={t(`admin_payouts.${kind}.confirm`)}
      cancelLabel={t('admin_payouts.cancel')}
      onConfirm={() => void confirm()}
      busy={busy}
      testId={`payout-${kind}-dialog`}
      confirmTestId={`payout-${kind}-confirm`}
      trigger={
        <Button size="sm" variant={kind === 'approve' ? 'primary' : 'outline'} data-testid={`payout-${kind}`}>
          {t(`admin_payouts.actions.${kind}`)}
        </Button>
      }
    />
  );
}

/** The payout statement (PDF): before hydration the link downloads by itself, afterwards a failure is told. */
function StatementLink({ payout }: { payout: PayoutView }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const href = statementHref(payout.id);
  const name = `versement-${payout.payout_number}.pdf`;

  async function download(e: MouseEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(href, name, 'application/pdf');
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_payouts.messages.pdf_failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={href}
      download={name}
      onClick={download}
      aria-busy={busy || undefined}
      aria-label={t('admin_payouts.actions.pdf_label', { number: payout.payout_number })}
      className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      data-testid="payout-pdf"
    >
      {t('admin_payouts.actions.pdf')}
    </a>
  );
}

/** What can be done with a payout in its status: approve (requested), reject (requested, failed), send again (failed). */
export function PayoutActions({ payout, onChanged }: { payout: PayoutView; onChanged: () => void }) {
  const { status } = payout;
  return (
    <div className="flex flex-col items-stretch gap-1.5 2xl:flex-row 2xl:items-center">
      {status === 'requested' && <SendAction payout={payout} kind="approve" onChanged={onChanged} />}
      {status === 'failed' && <SendAction payout={payout} kind="retry" onChanged={onChanged} />}
      {(status === 'requested' || status === 'failed') && <RejectPayoutDialog payout={payout} onRejected={onChanged} />}
      <StatementLink payout={payout} />
    </div>
  );
}
