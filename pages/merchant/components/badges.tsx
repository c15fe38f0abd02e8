import { useTranslation } from 'react-i18next';
import type { MerchantLotteryStatus, MerchantProductStatus } from '../../../src/contracts/merchant.js';
import { Badge, type BadgeTone } from '../../../renderer/ui/badge.js';

const PRODUCT_TONES: Record<MerchantProductStatus, BadgeTone> = { draft: 'neutral', active: 'brand', sold_out: 'sun', archived: 'neutral' };
const LOTTERY_TONES: Record<MerchantLotteryStatus, BadgeTone> = {
  draft: 'neutral',
  open: 'brand',
  sold_out: 'sun',
  expired: 'danger',
  drawn: 'ocean',
  cancelled: 'neutral',
};

export function ProductStatusBadge({ status }: { status: MerchantProductStatus }) {
  const { t } = useTranslation();
  return <Badge tone={PRODUCT_TONES[status] ?? 'neutral'} data-testid="product-status" data-status={status}>{t(`merchant.product_status.${status}`)}</Badge>;
}

export function LotteryStatusBadge({ status }: { status: MerchantLotteryStatus }) {
  const { t } = useTranslation();
  return <Badge tone={LOTTERY_TONES[status] ?? 'neutral'} data-testid="lottery-status" data-status={status}>{t(`merchant.lottery_status.${status}`)}</Badge>;
}

export function SaleModeBadge({ mode }: { mode: 'direct' | 'lottery' }) {
  const { t } = useTranslation();
  return <Badge tone={mode === 'lottery' ? 'sun' : 'ocean'}>{t(`merchant.sale_mode.${mode}`)}</Badge>;
}
