import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';

/** Stores the choice in the `lang` cookie (read by the server) and reloads so the whole page changes language. */
export function switchLanguage(next: 'fr' | 'en'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many of the phones the site serves
  document.cookie = `lang=${next}; path=/; max-age=31536000; samesite=lax`;
  window.location.reload();
}

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { locale, locales } = usePageContext();
  const next = locale === 'en' ? 'fr' : 'en';
  // a language switched off in the settings is no longer offered
  if (locales && !locales.includes(next)) return null;
  return (
    <button
      type="button"
      className={`rounded-md px-2 py-1 text-sm font-medium text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 ${className}`}
      // the name starts with the visible code (axe: label-content-name-mismatch), then says what it does
      aria-label={`${next.toUpperCase()}, ${t('nav.language')}: ${t('nav.switch_to')}`}
      lang={next}
      data-testid="language-switch"
      onClick={() => switchLanguage(next)}
    >
      {next.toUpperCase()}
    </button>
  );
}
