import { useTranslation } from 'react-i18next';
import type { RefundType } from '../../src/contracts/refunds.js';
import { Badge } from '../ui/badge.js';

/** A refund's type, marked when the system made the refund by itself. */
export function RefundTypeLabel({ refund }: { refund: { type: RefundType; auto_processed: boolean } }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {t(`refunds.type.${refund.type}`)}
      {refund.auto_processed && (
        <Badge tone="ocean" data-testid="refund-auto">
          {t('refunds.ui.auto')}
        </Badge>
      )}
    </span>
  );
}
