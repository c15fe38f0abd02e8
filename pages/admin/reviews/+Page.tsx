import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { PageInfo } from '../../../src/contracts/pagination.js';
import { REVIEW_LIMITS, type AdminReviewDto } from '../../../src/contracts/reviews.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterBar, FilterSelect, bindFilter } from '../../../renderer/ui/filter-bar.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import type { AdminReviewsPageData } from './+data.js';
import { REVIEW_FILTERS, STATUS_CHOICES, reviewsPath, reviewsQuery } from './review-query.js';
import { ReviewTable } from './ReviewTable.js';

type Answer = { data: AdminReviewDto[]; pagination: PageInfo };
const EMPTY: Answer = {
  data: [],
  pagination: { current_page: 1, per_page: REVIEW_LIMITS.adminPerPage, total: 0, last_page: 1 },
};

/** The moderation queue: reported reviews first (the status filter shows the others), keep or hide each. */
export default function AdminReviewsPage() {
  const { t } = useTranslation();
  const { initial } = useData<AdminReviewsPageData>();
  const filters = useUrlFilters(REVIEW_FILTERS);
  const query = reviewsQuery({ status: filters.applied.status, page: String(filters.applied.page) });
  const live = useLiveData<Answer>(initial ?? EMPTY, reviewsPath(query), { fetchOnMount: !initial });
  const failed = !!live.error || (!initial && !live.loading && live.data === EMPTY);
  const { pagination } = live.data;

  return (
    <AdminPage testId="admin-reviews" title={t('reviews.admin.title')} intro={t('reviews.admin.intro')}>
      <FilterBar onReset={filters.reset} onRefresh={live.reload} testId="admin-reviews-filters">
        <FilterSelect
          {...bindFilter(filters, 'status')}
          label={t('reviews.admin.status')}
          all={null}
          options={STATUS_CHOICES.map((s) => ({
            value: s,
            label: s === 'all' ? t('reviews.admin.all') : t(`ui.status.review.${s}`),
          }))}
          testId="filter-status"
        />
      </FilterBar>
      {failed ? (
        <LoadFailed message={t('reviews.admin.load_failed')} onRetry={live.reload} />
      ) : (
        <>
          <ReviewTable reviews={live.data.data} loading={live.loading} onChanged={live.reload} />
          <ListPager
            page={pagination.current_page}
            perPage={pagination.per_page}
            total={pagination.total}
            onPage={filters.setPage}
          />
        </>
      )}
    </AdminPage>
  );
}
