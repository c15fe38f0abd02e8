import { useTranslation } from 'react-i18next';
import type { MerchantLotteryStatus, MerchantProductStatus } from '../../../src/contracts/merchant.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

export function ProductStatusBadge({ status }: { status: MerchantProductStatus }) {
  const { t } = useTranslation();
  return <StatusBadge kind="product" status={status} label={t(`merchant.product_status.${status}`)} />;
}

export function LotteryStatusBadge({ status }: { status: MerchantLotteryStatus }) {
  const { t } = useTranslation();
  return <StatusBadge kind="lottery" status={status} label={t(`merchant.lottery_status.${status}`)} />;
}

export function SaleModeBadge({ mode }: { mode: 'direct' | 'lottery' }) {
  const { t } = useTranslation();
  return <Badge tone={mode === 'lottery' ? 'sun' : 'ocean'}>{t(`merchant.sale_mode.${mode}`)}</Badge>;
}
