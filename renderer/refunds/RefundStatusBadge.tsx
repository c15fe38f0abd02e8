import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '../../src/contracts/refunds.js';
import { StatusBadge } from '../ui/status-badge.js';

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return <StatusBadge kind="refund" status={status} label={t(`refunds.status.${status}`)} />;
}
