import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import { Button } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { Money } from '../../../renderer/ui/money.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { WalletShareView } from '../../../src/contracts/wallet.js';

type WalletPayDialogComponent = typeof import('./WalletPayDialog.js').WalletPayDialog;

/**
 * « Payer avec mon solde Mbolo »: offered above the mobile-money choice when the buyer's balance covers
 * the order. The confirmation dialog (and Base UI with it) loads on the first press of the button, so
 * that the payment screen stays light on a slow network.
 */
export function WalletCard({
  balance,
  amount,
  orderNumber,
  type,
}: {
  balance: number;
  amount: number;
  orderNumber: string;
  type: string;
}) {
  const { t } = useTranslation();
  const [Loaded, setLoaded] = useState<WalletPayDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  function ask() {
    if (Loaded) {
      setOpen(true);
      return;
    }
    setLoading(true);
    void import('./WalletPayDialog.js')
      .then((m) => {
        setLoaded(() => m.WalletPayDialog);
        setOpen(true);
      })
      .finally(() => setLoading(false));
  }

  return (
    <Card className="border-2 border-brand-600 bg-brand-50" data-testid="wallet-card" data-balance={balance}>
      <CardBody className="space-y-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="font-semibold text-neutral-900">{t('checkout_wallet.title')}</h2>
          <span className="text-sm text-neutral-700">
            {t('checkout_wallet.balance')} <Money amount={balance} className="font-semibold text-brand-800" />
          </span>
        </div>
        <p className="text-sm text-neutral-600">{t('checkout_wallet.hint')}</p>
        <Button type="button" size="lg" block onClick={ask} loading={loading} data-testid="wallet-pay">
          {t('checkout_wallet.pay', { amount: formatFCFA(amount) })}
        </Button>
      </CardBody>
      {Loaded && (
        <Loaded
          open={open}
          onOpenChange={setOpen}
          balance={balance}
          amount={amount}
          orderNumber={orderNumber}
          type={type}
        />
      )}
    </Card>
  );
}

/** The balance is positive but short of the amount: said in a line, mobile money pays. */
export function WalletShortNote({ balance }: { balance: number }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-neutral-600" role="note" data-testid="wallet-short">
      {t('checkout_wallet.not_enough', { balance: formatFCFA(balance) })}
    </p>
  );
}

/**
 * The balance is positive but short: it may pay part of the order (all of it, leaving the rest to
 * mobile money). The part is set aside at once (POST /api/payments/wallet-share); the screen then asks
 * for the rest, and the part comes back to the balance if the order ends unpaid.
 */
export function WalletShareCard({
  balance,
  amount,
  orderNumber,
  onShared,
}: {
  balance: number;
  amount: number;
  orderNumber: string;
  onShared: (share: WalletShareView) => void;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);

  async function share() {
    setLoading(true);
    try {
      const res = await api<{ message?: string; data: WalletShareView }>('/payments/wallet-share', {
        method: 'POST',
        body: { order_number: orderNumber },
      });
      toast.success(res.message || t('checkout_wallet.share_done'));
      onShared(res.data);
    } catch (err) {
      toast.error(failureOf(err).message || t('checkout_wallet.failed'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Card className="border border-brand-600 bg-brand-50" data-testid="wallet-share-card" data-balance={balance}>
      <CardBody className="space-y-3">
        <h2 className="font-semibold text-neutral-900">{t('checkout_wallet.share_title')}</h2>
        <p className="text-sm text-neutral-700">
          {t('checkout_wallet.share_text', { balance: formatFCFA(balance), rest: formatFCFA(amount - balance) })}
        </p>
        <Button
          type="button"
          variant="secondary"
          block
          onClick={() => void share()}
          loading={loading}
          data-testid="wallet-share"
        >
          {t('checkout_wallet.share', { balance: formatFCFA(balance) })}
        </Button>
      </CardBody>
    </Card>
  );
}
