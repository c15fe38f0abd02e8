import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  MERCHANT_REFUND_LOTTERY_STATUSES,
  type MerchantPagination,
  type MerchantRefundLotteryView,
  type MerchantRefundsQuery,
  type MerchantRefundTotals,
} from '../../contracts/merchant.js';
import { pageOf } from '../../contracts/pagination.js';

const STATUSES_SQL = `(${MERCHANT_REFUND_LOTTERY_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/**
 * The merchant's raffles that ended without a draw and still hold paid tickets, one row each with its
 * ticket counts. Read straight from the tickets so the amounts are what buyers really paid.
 */
const OWED_SQL = `
  select l.id, l.lottery_number, l.status, l.end_date, l.min_participants,
         p.id as product_id, p.name as product_name, p.images as product_images,
         count(distinct t.owner_id) filter (where t.status in ('paid', 'refunded')) as participants,
         count(*) filter (where t.status = 'paid') as paid_tickets,
         coalesce(sum(t.price_paid) filter (where t.status = 'paid'), 0) as amount,
         count(*) filter (where t.status = 'refunded') as refunded_tickets,
         coalesce(sum(t.price_paid) filter (where t.status = 'refunded'), 0) as refunded_amount
    from lotteries l
    join products p on p.id = l.product_id
    join tickets t on t.lottery_id = l.id
   where p.merchant_id = ? and l.status in ${STATUSES_SQL}
   group by l.id, p.id
  having count(*) filter (where t.status = 'paid') > 0`;

interface OwedRow {
  id: number;
  lottery_number: string;
  status: MerchantRefundLotteryView['status'];
  end_date: Date | string;
  min_participants: number;
  product_id: number;
  product_name: string;
  product_images: unknown;
  participants: string | number;
  paid_tickets: string | number;
  amount: string | number;
  refunded_tickets: string | number;
  refunded_amount: string | number;
}

/** What the platform owes back to buyers because of the merchant's raffles (read only, no refund records). */
@Injectable()
export class MerchantRefundsService {
  constructor(private readonly em: EntityManager) {}

  async list(
    merchantId: number,
    q: MerchantRefundsQuery,
  ): Promise<{ data: MerchantRefundLotteryView[]; pagination: MerchantPagination; totals: MerchantRefundTotals }> {
    const conn = this.em.fork().getConnection();
    const [sum] = await conn.execute<{ lotteries: string; tickets: string; amount: string }[]>(
      `select count(*) as lotteries, coalesce(sum(paid_tickets), 0) as tickets, coalesce(sum(amount), 0) as amount from (${OWED_SQL}) owed`,
      [merchantId],
    );
    const rows = await conn.execute<OwedRow[]>(`${OWED_SQL} order by l.end_date desc, l.id desc limit ? offset ?`, [
      merchantId,
      q.per_page,
      (q.page - 1) * q.per_page,
    ]);
    const totals = {
      lotteries: Number(sum?.lotteries ?? 0),
      tickets: Number(sum?.tickets ?? 0),
      amount: Number(sum?.amount ?? 0),
    };
    return {
      data: rows.map(toView),
      totals,
      pagination: pageOf(totals.lotteries, q.page, q.per_page),
    };
  }
}

function toView(r: OwedRow): MerchantRefundLotteryView {
  const images = Array.isArray(r.product_images)
    ? r.product_images.filter((i): i is string => typeof i === 'string' && !!i)
    : [];
  return {
    id: r.id,
    lottery_number: r.lottery_number,
    status: r.status,
    end_date: new Date(r.end_date).toISOString(),
    min_participants: r.min_participants,
    product: { id: r.product_id, name: r.product_name, image: images[0] ?? null },
    participants_count: Number(r.participants),
    paid_tickets: Number(r.paid_tickets),
    amount_to_refund: Number(r.amount),
    refunded_tickets: Number(r.refunded_tickets),
    refunded_amount: Number(r.refunded_amount),
  };
}
