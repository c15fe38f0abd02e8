import { useTranslation } from 'react-i18next';
import { npxCommand, VERIFIER_HTML_DOWNLOAD } from './register-query.js';

/** The two verifiers anyone can run away from our site: one HTML file, one npx command. */
export function VerifierDownloads({ origin }: { origin: string }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="verifier-downloads">
      <li className="min-w-0 rounded-xl border border-neutral-200 bg-white p-3">
        <a
          href={VERIFIER_HTML_DOWNLOAD}
          download
          className="font-semibold text-brand-700 underline"
          data-testid="verifier-html"
        >
          {t('transparency.downloads.html')}
        </a>
        <p className="mt-1 text-sm text-neutral-600">{t('transparency.downloads.html_hint')}</p>
      </li>
      <li className="min-w-0 rounded-xl border border-neutral-200 bg-white p-3">
        <p className="font-semibold text-neutral-900">{t('transparency.downloads.npx')}</p>
        <p className="mt-1 text-sm text-neutral-600">{t('transparency.downloads.npx_hint')}</p>
        <pre className="mt-2 rounded-lg bg-neutral-900 p-2 text-xs break-all whitespace-pre-wrap text-white select-all">
          <code data-testid="verifier-npx">{npxCommand(origin)}</code>
        </pre>
      </li>
    </ul>
  );
}
