import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from '../../src/contracts/review-options.js';
import { failureOf } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { toast } from '../ui/toast.js';
import { reportReview } from './reviews-api.js';

/** "Signaler": a signed-in visitor picks a reason; the review then waits for a moderator. */
export function ReportDialog({
  reviewId,
  author,
  onReported,
  initialOpen = false,
}: {
  reviewId: number;
  author: string;
  onReported: (id: number) => void;
  /** opened at once: the page loads this dialog on the first click of its own « Signaler » button */
  initialOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initialOpen);
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit() {
    if (!reason) {
      setError(t('reviews.errors.reason_invalid'));
      return;
    }
    setBusy(true);
    try {
      const res = await reportReview(reviewId, reason);
      toast.success(res.message);
      setOpen(false);
      onReported(reviewId);
    } catch (err) {
      const failure = failureOf(err);
      toast.error(failure.message || t('reviews.report.failed'));
      if (failure.status === 409 || failure.status === 404) setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError('');
      }}
      title={t('reviews.report.title')}
      description={t('reviews.report.description')}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('reviews.report.action_label', { author })}
          data-testid="review-report"
        >
          {t('reviews.report.action')}
        </Button>
      }
    >
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? `report-${reviewId}-error` : undefined}>
        <legend className="text-sm font-medium text-neutral-800">{t('reviews.report.reason')}</legend>
        {REVIEW_REPORT_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-neutral-800">
            <input
              type="radio"
              name={`report-reason-${reviewId}`}
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setError('');
              }}
              className="size-4 accent-brand-700"
              data-testid={`report-reason-${r}`}
            />
            {t(`reviews.report.reasons.${r}`)}
          </label>
        ))}
        {error && (
          <p id={`report-${reviewId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
          {t('reviews.report.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={busy} data-testid="review-report-submit">
          {t('reviews.report.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
