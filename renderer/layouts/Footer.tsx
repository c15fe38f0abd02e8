import { useTranslation } from 'react-i18next';
import { SITE_LINK_GROUPS } from '../../src/contracts/site-links.js';
import { Logo } from './Logo.js';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-900 text-neutral-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-6">
        <div className="col-span-2 lg:col-span-1">
          <Logo className="[&>span]:text-white" />
          <p className="mt-3 text-sm leading-relaxed text-neutral-400">{t('footer.about_text')}</p>
          <p className="mt-3 text-xs text-neutral-400">{t('footer.payments')}</p>
        </div>
        {SITE_LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={`${group.title}-${link.href}-${link.label}`}>
                  <a href={link.href} className="text-neutral-300 hover:text-white hover:underline">
                    {t(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-neutral-400">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
