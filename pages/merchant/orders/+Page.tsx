import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import { MERCHANT_ORDER_FILTERS, type MerchantOrderView } from '../../../src/contracts/merchant.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { MerchantListPage } from '../components/MerchantListPage.js';
import { OrderCards } from '../components/OrderCards.js';
import { ORDER_FILTERS } from '../components/merchant-filters.js';

/** Orders for the seller's products: stats, filters (incl. "à expédier"), 15 a page, mark shipped. */
export default function MerchantOrdersPage() {
  const { t } = useTranslation();
  return (
    <MerchantListPage<MerchantOrderView, typeof ORDER_FILTERS>
      section="orders"
      path="/merchant/orders"
      defaults={ORDER_FILTERS}
      testId="merchant-orders-page"
      filtersTestId="order-filters"
      above={(list) => {
        const stats = list.data?.stats;
        if (!stats) return list.loading ? <StatsSkeleton /> : null;
        return (
          <StatGrid label={t('merchant.orders.stats_label')} testId="order-stats">
            <StatCard
              label={t('merchant.orders.stats.total')}
              value={stats.total_orders}
              hint={t('merchant.orders.stats.awaiting', { count: stats.awaiting_payment })}
              testId="stat-orders"
            />
            <StatCard label={t('merchant.orders.stats.to_ship')} value={stats.to_ship} testId="stat-orders-to-ship" />
            <StatCard
              label={t('merchant.orders.stats.shipping')}
              value={stats.shipping_orders}
              hint={t('merchant.orders.stats.fulfilled', { count: stats.fulfilled_orders })}
              testId="stat-orders-shipping"
            />
            <StatCard
              label={t('merchant.orders.stats.revenue')}
              value={formatFCFA(stats.revenue)}
              testId="stat-orders-revenue"
            />
          </StatGrid>
        );
      }}
      statuses={MERCHANT_ORDER_FILTERS.map((s) => ({
        value: s,
        label: s === 'to_ship' ? t('merchant.orders.to_ship_filter') : t(`orders.status.${s}`),
      }))}
      more={[
        {
          name: 'type',
          label: t('merchant.filters.type'),
          all: t('merchant.filters.all_types'),
          options: (['product_purchase', 'lottery'] as const).map((x) => ({
            value: x,
            label: t(`merchant.order_type.${x}`),
          })),
        },
      ]}
      rows={(rows, reload) => <OrderCards orders={rows} onChanged={reload} />}
    />
  );
}
