import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../renderer/ui/button.js';

/**
 * What the service worker (public/sw.js) shows for a page it has not kept when the network is gone. It is
 * fetched at install, anonymously, with its stylesheet; it needs no script.
 */
export default function OfflinePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="offline-page">
      <h1 className="text-2xl font-bold text-neutral-900">{t('pages.offline.heading')}</h1>
      <p className="mt-3 text-neutral-600">{t('pages.offline.text')}</p>
      <p className="mt-2 text-neutral-600">{t('pages.offline.hint')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">{t('ui.back_home')}</ButtonLink>
      </div>
    </div>
  );
}
