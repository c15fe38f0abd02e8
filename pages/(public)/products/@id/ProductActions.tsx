import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import { HeartIcon, ShareIcon } from '../../../../renderer/catalogue/icons.js';
import { useCopy } from '../../../../renderer/catalogue/use-copy.js';
import { Button, ButtonLink } from '../../../../renderer/ui/button.js';
import { toast } from '../../../../renderer/ui/toast.js';

type Action = 'participate' | 'buy' | 'wishlist';

/** Visitors sign in first and come back with their intent (spec 1 §2.5); signed-in users buy from their area. */
export function actionHref(productId: number, action: Action, signedIn: boolean): string {
  if (signedIn) return `/customer/products/${productId}`;
  return `/login?redirect=${encodeURIComponent(`/products/${productId}`)}&action=${action}`;
}

export function ProductActions({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const { copy } = useCopy();
  const lottery = product.active_lottery;
  const isLottery = product.sale_mode === 'lottery';

  let main: ReactNode;
  if (isLottery && lottery?.is_complete) {
    main = (
      <Button block size="lg" disabled>
        {t('product.lottery_complete')}
      </Button>
    );
  } else if (isLottery && !product.has_active_lottery) {
    main = (
      <Button block size="lg" disabled>
        {t('product.lottery_closed')}
      </Button>
    );
  } else if (!isLottery && (product.status === 'sold_out' || product.stock === 0)) {
    main = (
      <Button block size="lg" disabled>
        {t('product.out_of_stock')}
      </Button>
    );
  } else {
    main = (
      <ButtonLink
        block
        size="lg"
        href={actionHref(product.id, isLottery ? 'participate' : 'buy', !!user)}
        data-testid="product-main-action"
      >
        {isLottery ? t('product.participate') : t('product.buy')}
      </ButtonLink>
    );
  }

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: product.title, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return; // the user closed the share sheet
      }
    }
    if (await copy(url)) toast.success(t('product.link_copied'));
    else toast.error(t('product.copy_failed'));
  }

  return (
    <div className="flex flex-col gap-2">
      {main}
      <div className="grid grid-cols-2 gap-2">
        {user ? (
          // favourites are not stored yet (spec 2 §2.1: a toast, no call)
          <Button variant="outline" onClick={() => toast.success(t('product.favourite_added'))}>
            <HeartIcon size={18} />
            {t('product.favourite')}
          </Button>
        ) : (
          <ButtonLink variant="outline" href={actionHref(product.id, 'wishlist', false)}>
            <HeartIcon size={18} />
            {t('product.favourite')}
          </ButtonLink>
        )}
        <Button variant="outline" onClick={() => void share()}>
          <ShareIcon size={18} />
          {t('product.share')}
        </Button>
      </div>
    </div>
  );
}
