import { useTranslation } from 'react-i18next';
import { SITE_LINK_GROUPS } from '../../../src/contracts/site-links.js';

export default function SitemapPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{t('sitemap.heading')}</h1>
      <p className="mt-3 text-neutral-600">{t('sitemap.intro')}</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        {SITE_LINK_GROUPS.map((group) => (
          <section key={group.title}>
            <h2 className="text-lg font-semibold text-neutral-900">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className="text-brand-700 underline-offset-2 hover:underline">
                    {t(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
