import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '../../src/contracts/refunds.js';
import { Badge } from '../ui/badge.js';
import { REFUND_TONES } from './refund-ui.js';

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return <Badge tone={REFUND_TONES[status] ?? 'neutral'} data-testid="refund-status" data-status={status}>{t(`refunds.status.${status}`)}</Badge>;
}
