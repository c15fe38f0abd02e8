import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { useConfig } from 'vike-react/useConfig';
import { Button, ButtonLink } from '../ui/button.js';

/** Spec 2 §8: "Produit introuvable" for a missing product; a failed load says so and offers "Réessayer". */
export function ProductUnavailable({
  failure,
  backHref = '/products',
}: {
  failure: 'not_found' | 'error';
  backHref?: string;
}) {
  const { t } = useTranslation();
  const config = useConfig();
  // neither state is a page worth indexing
  config({ Head: <meta name="robots" content="noindex" /> });
  const notFound = failure === 'not_found';
  return (
    <div
      role={notFound ? undefined : 'alert'}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid={notFound ? 'product-not-found' : 'product-load-error'}
    >
      <h1 className="text-2xl font-bold text-neutral-900">
        {t(notFound ? 'product.load.not_found_title' : 'product.load.error_title')}
      </h1>
      {notFound && <p className="mt-3 text-neutral-600">{t('product.load.not_found_text')}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && <Button onClick={() => void reload()}>{t('ui.retry')}</Button>}
        <ButtonLink href={backHref} variant={notFound ? 'primary' : 'outline'}>
          {t('product.load.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
