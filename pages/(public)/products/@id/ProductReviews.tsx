import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDate } from '../../../../src/common/format/dates.js';
import type { ProductReviewsView } from '../../../../src/contracts/reviews.js';
import { RatingSummaryText } from '../../../../renderer/reviews/RatingSummaryText.js';
import { Stars } from '../../../../renderer/reviews/Stars.js';
import { Button } from '../../../../renderer/ui/button.js';

type ReportDialogComponent = typeof import('../../../../renderer/reviews/ReportDialog.js').ReportDialog;
type ReportProps = { reviewId: number; author: string; onReported: (id: number) => void };

/**
 * « Signaler »: a plain button until first pressed, which then loads the dialog (and Base UI with it)
 * opened: most visitors never report, and the product page stays light on a slow network.
 */
function ReportAction(props: ReportProps) {
  const { t } = useTranslation();
  const [Loaded, setLoaded] = useState<ReportDialogComponent | null>(null);
  if (Loaded) return <Loaded {...props} initialOpen />;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('reviews.report.action_label', { author: props.author })}
      data-testid="review-report"
      onClick={() =>
        void import('../../../../renderer/reviews/ReportDialog.js').then((m) => setLoaded(() => m.ReportDialog))
      }
    >
      {t('reviews.report.action')}
    </Button>
  );
}

/** The buyers' reviews of the product: the average, then the latest ones; signed-in visitors may report one. */
export function ProductReviews({ reviews }: { reviews: ProductReviewsView }) {
  const { t, i18n } = useTranslation();
  const { user } = usePageContext();
  // a reported review stays shown until a moderator decides; the reporter sees their report was taken
  const [reported, setReported] = useState<number[]>([]);
  const shown = reviews.reviews;
  return (
    <section className="mt-10 max-w-3xl" aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title" className="text-xl font-bold text-neutral-900">
        {t('reviews.section.title')}
      </h2>
      <div className="mt-2">
        <RatingSummaryText summary={reviews.summary} testId="product-rating" />
      </div>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-600" data-testid="product-reviews-empty">
          {t('reviews.section.none')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t('reviews.section.latest')}>
          {shown.map((r) => (
            <li
              key={r.id}
              className="rounded-xl border border-neutral-200 p-4"
              data-testid="product-review"
              data-review={r.id}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={r.rating} />
                  <span className="font-semibold text-neutral-900">{r.author}</span>
                  <span className="text-xs text-neutral-600">{formatDate(r.created_at, i18n.language)}</span>
                </div>
                {user &&
                  (reported.includes(r.id) ? (
                    <span className="text-xs text-neutral-600" data-testid="review-reported">
                      {t('reviews.section.reported_by_you')}
                    </span>
                  ) : (
                    <ReportAction
                      reviewId={r.id}
                      author={r.author}
                      onReported={(id) => setReported((list) => [...list, id])}
                    />
                  ))}
              </div>
              <p className="mt-2 whitespace-pre-line text-neutral-800" data-testid="product-review-text">
                {r.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
