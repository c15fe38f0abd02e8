import { useTranslation } from 'react-i18next';
import { MERCHANT_PRODUCT_STATUSES, type MerchantProductView } from '../../../src/contracts/merchant.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { MerchantListPage } from '../components/MerchantListPage.js';
import { PRODUCT_FILTERS } from '../components/merchant-filters.js';
import { ProductRows } from './ProductRows.js';

/** The seller's products, filtered by search, status and sale mode, 20 a page, with archive. */
export default function MerchantProductsPage() {
  const { t } = useTranslation();
  const create = (testId?: string) => (
    <ButtonLink href="/merchant/products/create" data-testid={testId}>
      {t('merchant.products.new')}
    </ButtonLink>
  );
  return (
    <MerchantListPage<MerchantProductView, typeof PRODUCT_FILTERS>
      section="products"
      path="/merchant/products"
      defaults={PRODUCT_FILTERS}
      testId="merchant-products"
      filtersTestId="product-filters"
      action={create('new-product')}
      statuses={MERCHANT_PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`merchant.product_status.${s}`) }))}
      more={[
        {
          name: 'sale_mode',
          label: t('merchant.filters.sale_mode'),
          all: t('merchant.filters.all_modes'),
          options: (['direct', 'lottery'] as const).map((m) => ({ value: m, label: t(`merchant.sale_mode.${m}`) })),
        },
      ]}
      emptyAction={create()}
      rows={(rows, reload) => <ProductRows products={rows} onChanged={reload} />}
    />
  );
}
