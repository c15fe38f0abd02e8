import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { MerchantLotteryTerms, MerchantProductView } from '../../../../src/contracts/merchant.js';
import type { CategoryDto } from '../../../../src/contracts/reference.js';
import { PageHeader } from '../../../../renderer/ui/page-header.js';
import { LoadFailed } from '../../../../renderer/ui/load-failed.js';
import { useLiveData } from '../../../../renderer/lib/use-live-data.js';
import { Skeleton } from '../../../../renderer/ui/skeleton.js';
import type { One } from '../../components/merchant-api.js';
import type { ProductFormPageData } from './form-data.js';
import { ProductForm } from './ProductForm.js';

/**
 * What the form needs (the seller's raffle terms, the categories, the product when editing): rendered
 * by the page's +data; what it could not read is asked from the API once mounted.
 */
export function FormLoader({ productId, saleMode }: { productId: number | null; saleMode?: 'direct' | 'lottery' }) {
  const { t } = useTranslation();
  const first = useData<ProductFormPageData>();
  const terms = useLiveData<One<MerchantLotteryTerms> | null>(first.terms, '/merchant/products/terms', {
    fetchOnMount: !first.terms,
  });
  const categories = useLiveData<One<CategoryDto[]> | null>(first.categories, '/categories', {
    fetchOnMount: !first.categories,
  });
  const product = useLiveData<One<MerchantProductView> | null>(
    first.product,
    productId ? `/merchant/products/${productId}` : null,
    { fetchOnMount: !first.product },
  );
  const failure = terms.error ?? categories.error ?? product.error;
  const retry = () => {
    terms.reload();
    categories.reload();
    product.reload();
  };
  const ready = terms.data && categories.data && (productId === null || product.data);

  return (
    <div className="space-y-5" data-testid={productId ? 'edit-product-page' : 'create-product-page'}>
      <PageHeader
        title={productId ? t('merchant.form.edit_title') : t('merchant.form.create_title')}
        intro={productId && product.data ? product.data.data.name : t('merchant.form.create_intro')}
      />
      {failure ? (
        <LoadFailed
          message={failure.status === 404 ? t('merchant.form.not_found') : t('merchant.load_error')}
          onRetry={failure.status === 404 ? undefined : retry}
        />
      ) : !ready ? (
        <div className="space-y-4" role="status" aria-label={t('ui.loading')}>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <ProductForm
          product={product.data?.data ?? null}
          terms={terms.data!.data}
          categories={categories.data!.data}
          saleMode={saleMode}
        />
      )}
    </div>
  );
}
