import type { EntityManager } from '@mikro-orm/postgresql';
import { pageOf } from '../../contracts/pagination.js';
import type {
  AdminReviewDto,
  MyReviewDto,
  RatingSummary,
  ReviewDto,
  ReviewPage,
  ReviewReportReason,
  ReviewStatus,
} from '../../contracts/reviews.js';

interface PublicRow {
  id: number;
  rating: number;
  text: string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
}

interface AdminRow extends PublicRow {
  status: ReviewStatus;
  report_count: number;
  last_report_reason: ReviewReportReason | null;
  reported_at: Date | string | null;
  product_id: number;
  product_name: string;
  merchant_id: number;
  merchant_name: string;
  order_number: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** "Marie N.": first name and the last name's initial, never more. */
function authorName(first: string, last: string): string {
  const initial = last.trim().charAt(0).toLocaleUpperCase('fr-FR');
  return [first.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

const toDto = (r: PublicRow): ReviewDto => ({
  id: r.id,
  rating: Number(r.rating),
  text: r.text,
  author: authorName(r.first_name, r.last_name),
  created_at: iso(r.created_at),
});

type Owner = 'product_id' | 'merchant_id';

/**
 * The reviews the public sees: published ones, and reported ones until a moderator decides (a report
 * alone must not let anyone remove a review they dislike).
 */
const VISIBLE = `status in ('published', 'reported')`;

/** Average (one decimal) and count of the visible reviews of a product or a seller. */
export async function ratingSummary(em: EntityManager, by: Owner, id: number): Promise<RatingSummary> {
  const [row] = await em.getConnection().execute<{ average: string | null; count: string }[]>(
    `select round(avg(rating)::numeric, 1) as average, count(*) as count
         from reviews where ${by} = ? and ${VISIBLE}`,
    [id],
    'all',
    em.getTransactionContext(),
  );
  const count = Number(row?.count ?? 0);
  return { average: count && row?.average != null ? Number(row.average) : null, count };
}

/** One page of the visible reviews of a product or a seller, newest first, with their summary. */
export async function pageOfReviews(
  em: EntityManager,
  by: Owner,
  id: number,
  page: number,
  perPage: number,
): Promise<ReviewPage> {
  const [summary, rows] = await Promise.all([
    ratingSummary(em, by, id),
    em.getConnection().execute<PublicRow[]>(
      `select r.id, r.rating, r.text, r.created_at, u.first_name, u.last_name
         from reviews r join users u on u.id = r.author_id
        where r.${by} = ? and r.${VISIBLE}
        order by r.created_at desc, r.id desc
        limit ? offset ?`,
      [id, perPage, (page - 1) * perPage],
      'all',
      em.getTransactionContext(),
    ),
  ]);
  return { reviews: rows.map(toDto), summary, pagination: pageOf(summary.count, page, perPage) };
}

/** The user's own reviews (all statuses), by order number. */
export async function mine(em: EntityManager, userId: number, orderNumbers?: string[]): Promise<MyReviewDto[]> {
  const only = orderNumbers ? `and o.order_number in (${orderNumbers.map(() => '?').join(', ') || 'null'})` : '';
  const rows = await em
    .getConnection()
    .execute<
      { id: number; order_number: string; rating: number; text: string; status: ReviewStatus; created_at: Date }[]
    >(
      `select r.id, o.order_number, r.rating, r.text, r.status, r.created_at
       from reviews r join orders o on o.id = r.order_id
      where r.author_id = ? ${only}
      order by r.created_at desc, r.id desc`,
      [userId, ...(orderNumbers ?? [])],
      'all',
      em.getTransactionContext(),
    );
  return rows.map((r) => ({
    id: r.id,
    order_number: r.order_number,
    rating: Number(r.rating),
    text: r.text,
    status: r.status,
    created_at: iso(r.created_at),
  }));
}

/** The moderation queue: reviews of a status (all when none), the most reported and latest first. */
export async function adminReviews(
  em: EntityManager,
  status: ReviewStatus | undefined,
  page: number,
  perPage: number,
): Promise<{ reviews: AdminReviewDto[]; total: number }> {
  const where = status ? 'where r.status = ?' : '';
  const params = status ? [status] : [];
  const ctx = em.getTransactionContext();
  const [[count], rows] = await Promise.all([
    em
      .getConnection()
      .execute<{ total: string }[]>(`select count(*) as total from reviews r ${where}`, params, 'all', ctx),
    em.getConnection().execute<AdminRow[]>(
      `select r.id, r.rating, r.text, r.created_at, r.status, r.report_count, r.last_report_reason, r.reported_at,
              u.first_name, u.last_name, p.id as product_id, p.name as product_name, m.id as merchant_id,
              coalesce(nullif(trim(m.company_name), ''), trim(m.first_name || ' ' || m.last_name)) as merchant_name,
              o.order_number
         from reviews r
         join users u on u.id = r.author_id
         join products p on p.id = r.product_id
         join users m on m.id = r.merchant_id
         join orders o on o.id = r.order_id
        ${where}
        order by r.reported_at desc nulls last, r.created_at desc, r.id desc
        limit ? offset ?`,
      [...params, perPage, (page - 1) * perPage],
      'all',
      ctx,
    ),
  ]);
  return {
    total: Number(count?.total ?? 0),
    reviews: rows.map((r) => ({
      ...toDto(r),
      status: r.status,
      report_count: Number(r.report_count),
      last_report_reason: r.last_report_reason,
      reported_at: r.reported_at ? iso(r.reported_at) : null,
      product: { id: r.product_id, name: r.product_name },
      merchant: { id: r.merchant_id, name: r.merchant_name },
      order_number: r.order_number,
    })),
  };
}
