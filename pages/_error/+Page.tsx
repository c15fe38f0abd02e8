import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PublicLayout } from '../../renderer/layouts/PublicLayout.js';
import { ButtonLink } from '../../renderer/ui/button.js';

export default function ErrorPage() {
  const { t } = useTranslation();
  const { is404 } = usePageContext();
  const key = is404 ? 'pages.not_found' : 'pages.error';
  return (
    <PublicLayout>
      <div
        className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
        data-testid={is404 ? 'not-found' : 'error-page'}
      >
        <p className="text-6xl font-extrabold text-brand-600">{is404 ? '404' : '500'}</p>
        <h1 className="mt-4 text-2xl font-bold text-neutral-900">{t(`${key}.heading`)}</h1>
        <p className="mt-3 text-neutral-600">{t(`${key}.text`)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">{t('ui.back_home')}</ButtonLink>
          {is404 ? (
            <ButtonLink href="/products" variant="outline">
              {t('pages.not_found.browse')}
            </ButtonLink>
          ) : (
            <ButtonLink href="/contact" variant="outline">
              {t('nav.contact')}
            </ButtonLink>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}
