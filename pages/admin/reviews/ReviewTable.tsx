import { useTranslation } from 'react-i18next';
import type { AdminReviewDto } from '../../../src/contracts/reviews.js';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { Stars } from '../../../renderer/reviews/Stars.js';
import { moderateReview } from '../../../renderer/reviews/reviews-api.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmAction } from '../../../renderer/ui/ConfirmDialog.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

/** The queue's rows: the review, its product and seller, its reports; keep or hide a reported one. */
export function ReviewTable({
  reviews,
  loading,
  onChanged,
}: {
  reviews: AdminReviewDto[];
  loading: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const columns: DataColumn<AdminReviewDto>[] = [
    {
      key: 'review',
      header: t('reviews.admin.columns.review'),
      wrap: true,
      cell: (r) => (
        <div className="min-w-64 max-w-md">
          <Stars rating={r.rating} size={14} />
          <p className="mt-1 whitespace-pre-line text-neutral-900" data-testid="admin-review-text">
            {r.text}
          </p>
          <p className="mt-1 text-xs text-neutral-600">{formatDateTime(r.created_at, i18n.language)}</p>
        </div>
      ),
    },
    {
      key: 'product',
      header: t('reviews.admin.columns.product'),
      wrap: true,
      cell: (r) => (
        <div className="min-w-40">
          <a href={`/products/${r.product.id}`} className="font-medium">
            {r.product.name}
          </a>
          <p className="text-xs text-neutral-600">{r.merchant.name}</p>
          <p className="font-mono text-xs text-neutral-600">{r.order_number}</p>
        </div>
      ),
    },
    { key: 'author', header: t('reviews.admin.columns.author'), cell: (r) => r.author },
    {
      key: 'reports',
      header: t('reviews.admin.columns.reports'),
      wrap: true,
      cell: (r) => (
        <div className="min-w-36">
          <p>{t('reviews.admin.reports', { count: r.report_count })}</p>
          {r.last_report_reason && (
            <p className="text-xs text-neutral-600">
              {t('reviews.admin.last_reason', { reason: t(`reviews.report.reasons.${r.last_report_reason}`) })}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('reviews.admin.columns.status'),
      cell: (r) => <StatusBadge kind="review" status={r.status} testId="admin-review-status" />,
    },
    {
      key: 'actions',
      header: t('reviews.admin.columns.actions'),
      cell: (r) =>
        r.status === 'reported' ? (
          <div className="flex gap-2">
            <ConfirmAction
              run={() => moderateReview(r.id, 'keep')}
              successMessage={t('reviews.moderation.kept')}
              errorMessage={t('reviews.admin.action_failed')}
              onDone={onChanged}
              title={t('reviews.admin.confirm_keep_title')}
              message={t('reviews.admin.confirm_keep', { author: r.author })}
              confirmLabel={t('reviews.admin.keep')}
              confirmTestId="review-keep-confirm"
              trigger={
                <Button size="sm" variant="outline" data-testid="review-keep">
                  {t('reviews.admin.keep')}
                </Button>
              }
            />
            <ConfirmAction
              run={() => moderateReview(r.id, 'hide')}
              successMessage={t('reviews.moderation.hidden')}
              errorMessage={t('reviews.admin.action_failed')}
              onDone={onChanged}
              title={t('reviews.admin.confirm_hide_title')}
              message={t('reviews.admin.confirm_hide', { author: r.author })}
              confirmLabel={t('reviews.admin.hide')}
              variant="danger"
              confirmTestId="review-hide-confirm"
              trigger={
                <Button size="sm" variant="danger" data-testid="review-hide">
                  {t('reviews.admin.hide')}
                </Button>
              }
            />
          </div>
        ) : null,
    },
  ];
  return (
    <DataTable
      label={t('reviews.admin.title')}
      columns={columns}
      rows={reviews}
      rowKey={(r) => r.id}
      loading={loading}
      empty={{ title: t('reviews.admin.empty') }}
      testId="admin-reviews-table"
      rowTestId="admin-review-row"
      rowData={(r) => ({ 'data-review': r.id, 'data-status': r.status })}
    />
  );
}
