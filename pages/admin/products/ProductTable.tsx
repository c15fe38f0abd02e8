import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { AdminProductView } from '../../../src/contracts/admin-products.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { Money } from '../../../renderer/ui/money.js';
import { Progress } from '../../../renderer/ui/progress.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { ProductThumb } from '../../../renderer/admin/ProductThumb.js';

export interface ProductTableProps {
  products: AdminProductView[];
  loading: boolean;
  filtered: boolean;
  busyId: number | null;
  onEdit: (product: AdminProductView) => void;
  onFeature: (product: AdminProductView) => void;
}

/** Spec 3 §2 product table: article, category, price (+ ticket), merchant, status, draw progress or sale mode, actions. */
export function ProductTable({ products, loading, filtered, busyId, onEdit, onFeature }: ProductTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminProductView>[] = [
    {
      key: 'article',
      header: t('admin_products.columns.article'),
      wrap: true,
      cell: (p) => (
        <div className="flex min-w-48 items-center gap-3">
          <ProductThumb src={p.image_url} rounded="rounded-md" />
          <div className="min-w-0">
            <p className="font-medium text-neutral-900" data-testid="product-name">
              {p.name}
            </p>
            {p.is_featured && (
              <Badge tone="sun" data-testid="product-featured">
                {t('admin_products.featured')}
              </Badge>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'category',
      header: t('admin_products.columns.category'),
      cell: (p) => p.category?.name ?? t('admin_products.no_category'),
    },
    {
      key: 'price',
      header: t('admin_products.columns.price'),
      cell: (p) => (
        <div>
          <Money amount={p.price} />
          {p.sale_mode === 'lottery' && p.ticket_price !== null && (
            <p className="text-xs text-neutral-600">
              {t('admin_products.ticket_price', { price: formatFCFA(p.ticket_price) })}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'merchant',
      header: t('admin_products.columns.merchant'),
      cell: (p) => (
        <div className="min-w-40">
          <p className="text-neutral-900">{p.merchant.name}</p>
          <p className="text-xs text-neutral-600">{p.merchant.email}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('admin_products.columns.status'),
      cell: (p) => <StatusBadge kind="product" status={p.status} />,
    },
    {
      key: 'progress',
      header: t('admin_products.columns.progress'),
      cell: (p) =>
        p.lottery ? (
          <div className="min-w-36" data-testid="product-progress">
            <Progress
              value={p.lottery.sold_tickets}
              max={p.lottery.total_tickets}
              label={t('admin_products.tickets', { sold: p.lottery.sold_tickets, total: p.lottery.total_tickets })}
            />
          </div>
        ) : (
          <div>
            <p>{t(`admin_products.sale_mode.${p.sale_mode}`)}</p>
            {p.stock !== null && (
              <p className="text-xs text-neutral-600">{t('admin_products.stock', { count: p.stock })}</p>
            )}
          </div>
        ),
    },
    {
      key: 'actions',
      header: t('admin_products.columns.actions'),
      cell: (p) => (
        // a fixed width: two buttons on the first line, the toggle under them; words never wrap
        <div className="flex w-60 flex-wrap gap-1 whitespace-nowrap">
          <ButtonLink href={`/admin/products/${p.id}`} size="sm" variant="outline" data-testid="product-details">
            {t('admin_products.actions.details')}
          </ButtonLink>
          <Button size="sm" variant="secondary" onClick={() => onEdit(p)} data-testid="product-edit">
            {t('admin_products.actions.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={busyId === p.id}
            onClick={() => onFeature(p)}
            aria-pressed={p.is_featured}
            data-testid="product-feature"
          >
            {t(p.is_featured ? 'admin_products.actions.unfeature' : 'admin_products.actions.feature')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label={t('admin_products.title')}
      columns={columns}
      rows={products}
      rowKey={(p) => p.id}
      loading={loading}
      testId="admin-products-table"
      rowTestId="admin-product-row"
      empty={{
        title: t('admin_products.empty.title'),
        description: filtered ? t('admin_products.empty.text') : undefined,
      }}
    />
  );
}
