import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundView } from '../../../src/contracts/refunds.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { failureText } from '../../../renderer/refunds/refund-ui.js';
import { cancelRefund } from '../../../renderer/refunds/refunds-api.js';
import { Button } from '../../../renderer/ui/button.js';
import { toast } from '../../../renderer/ui/toast.js';

/**
 * Spec 2 §5: only a pending request can be cancelled, after "Êtes-vous sûr de vouloir annuler cette
 * demande ?"; it then reads as rejected, "Annulé par l'utilisateur".
 */
export function CancelRefundButton({
  refund,
  onCancelled,
  block,
}: {
  refund: RefundView;
  onCancelled: (refund: RefundView) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!refund.can_cancel) return null;

  async function cancel() {
    setBusy(true);
    try {
      const updated = await cancelRefund(refund.id);
      setAsking(false);
      toast.success(t('customer_refunds.messages.cancelled'));
      onCancelled(updated);
    } catch (err) {
      toast.error(failureText(failureOf(err), t('customer_refunds.messages.cancel_failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        block={block}
        className="text-red-700"
        onClick={() => setAsking(true)}
        data-testid="refund-cancel"
      >
        {t('customer_refunds.actions.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('customer_refunds.cancel.title')}
        message={t('customer_refunds.cancel.confirm')}
        confirmLabel={t('customer_refunds.cancel.yes')}
        variant="danger"
        busy={busy}
        onConfirm={() => void cancel()}
        testId="refund-cancel-confirm"
      />
    </>
  );
}
