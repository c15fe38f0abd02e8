import type { TFunction } from 'i18next';
import type { RefundProcessingReport, RefundView } from '../../contracts/refunds.js';

/** Rejection and failure reasons are stored as i18n keys or as typed words; keys are put in the reader's language. */
export function localizeRefund<T extends RefundView>(view: T, t: TFunction): T {
  const say = (v: string | null) => (v ? t(v, { defaultValue: v }) : v);
  return { ...view, rejection_reason: say(view.rejection_reason), failure_reason: say(view.failure_reason) };
}

export function processingMessage(r: RefundProcessingReport, t: TFunction): string {
  if (r.dry_run) return t('refunds.messages.dry_run', { count: r.processed, created: r.created, amount: r.amount });
  const running = r.processed - r.completed - r.failed;
  return t('refunds.messages.processed', {
    count: r.processed,
    completed: r.completed,
    failed: r.failed,
    running,
    rejected: r.rejected,
  });
}
