import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { WalletPaymentView } from '../../../src/contracts/wallet.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { successTarget } from '../../../renderer/payment/payment-query.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { toast } from '../../../renderer/ui/toast.js';

/** Asks before paying the whole order from the balance (POST /api/payments/pay-with-wallet), then goes where a paid order goes. */
export function WalletPayDialog({
  open,
  onOpenChange,
  balance,
  amount,
  orderNumber,
  type,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balance: number;
  amount: number;
  orderNumber: string;
  type: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function pay() {
    setBusy(true);
    try {
      const res = await api<{ success?: boolean; message?: string; data: WalletPaymentView }>(
        '/payments/pay-with-wallet',
        { method: 'POST', body: { order_number: orderNumber } },
      );
      toast.success(res.message || t('checkout_wallet.done'));
      await navigate(successTarget(type, res.data?.order_number ?? orderNumber).href);
    } catch (err) {
      toast.error(failureOf(err).message || t('checkout_wallet.failed'));
      setBusy(false);
      onOpenChange(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('checkout_wallet.confirm_title')}
      message={t('checkout_wallet.confirm_message', {
        amount: formatFCFA(amount),
        order: orderNumber,
        rest: formatFCFA(Math.max(0, balance - amount)),
      })}
      confirmLabel={t('checkout_wallet.confirm', { amount: formatFCFA(amount) })}
      cancelLabel={t('checkout_wallet.cancel')}
      onConfirm={() => void pay()}
      busy={busy}
      testId="wallet-confirm"
      confirmTestId="wallet-confirm-yes"
    />
  );
}
