import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { VerificationDto } from '../../../src/contracts/catalogue.js';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { CheckCircleIcon, ErrorIcon } from '../../../renderer/ui/icons.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import type { VerifyPageData } from './+data.js';
import { readChecks, saveCheck, type RecentCheck } from './recent-checks.js';

const CODE_LENGTH = 8;

/** Winner verification (spec 1 §2.11): an 8-character code, the result, the last 5 checks of this device. */
export default function VerifyPage() {
  const { t, i18n } = useTranslation();
  const initial = useData<VerifyPageData>();
  const [code, setCode] = useState(initial.code);
  const [result, setResult] = useState(initial.result);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recent, setRecent] = useState<RecentCheck[]>([]);

  // localStorage exists only in the browser: read after hydration so the server's HTML matches
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page data; remember() is redefined on every render
  useEffect(() => {
    if (initial.result !== null) setRecent(remember(initial.code, initial.result));
    else setRecent(readChecks());
  }, [initial]);

  function remember(c: string, r: VerificationDto | false): RecentCheck[] {
    return saveCheck({
      code: c,
      valid: r !== false,
      product_title: r ? r.product_title : null,
      checked_at: new Date().toISOString(),
    });
  }

  async function verify(value: string) {
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ data: VerificationDto }>(`/public/results/verify/${encodeURIComponent(value)}`);
      setResult(res.data);
      setRecent(remember(value, res.data));
    } catch (err) {
      const failure = failureOf(err);
      if (failure.status === 404) {
        setResult(false);
        setRecent(remember(value, false));
      } else {
        setError(failure.message || t('errors.network'));
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (code.length === CODE_LENGTH) void verify(code);
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{t('verify_page.heading')}</h1>
      <p className="mt-2 text-neutral-600">{t('verify_page.intro')}</p>

      <form
        onSubmit={submit}
        action="/verify"
        method="get"
        className="mt-6 flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
        data-testid="verify-form"
      >
        <label htmlFor="verify-code" className="text-sm font-medium text-neutral-800">
          {t('verify_page.label')}
        </label>
        <input
          id="verify-code"
          name="code"
          value={code}
          onChange={(e) =>
            setCode(
              e.target.value
                .toUpperCase()
                .replace(/[^A-Z0-9]/g, '')
                .slice(0, CODE_LENGTH),
            )
          }
          maxLength={CODE_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="ABCD2345"
          aria-describedby="verify-hint"
          className="block min-h-12 w-full rounded-lg border border-neutral-300 px-3 text-center font-mono text-2xl tracking-[0.3em] uppercase focus:border-brand-600"
        />
        <p id="verify-hint" className="text-sm text-neutral-600">
          {t('verify_page.hint', { count: code.length })}
        </p>
        <Button type="submit" size="lg" loading={busy} disabled={code.length !== CODE_LENGTH}>
          {t('verify_page.submit')}
        </Button>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </form>

      <div aria-live="polite" className="mt-6">
        {result && (
          <section className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-5" data-testid="verify-result">
            <p className="flex items-center gap-2 text-lg font-bold text-brand-800">
              <CheckCircleIcon className="shrink-0" /> {t('verify_page.valid')}
            </p>
            <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
              {[
                ['lottery', result.lottery_number],
                ['product', result.product_title],
                ['winner', `${result.winner_initial}${result.winner_city ? ` (${result.winner_city})` : ''}`],
                ['ticket', result.winning_ticket],
                ['draw_date', formatDateTime(result.draw_date, i18n.language)],
                ['verification_date', formatDateTime(result.verification_date, i18n.language)],
              ].map(([k, v]) => (
                <div key={k}>
                  <dt className="text-neutral-600">{t(`verify_page.fields.${k}`)}</dt>
                  <dd className="font-semibold break-words text-neutral-900">{v}</dd>
                </div>
              ))}
            </dl>
            <a
              href={`/lotteries/${result.lottery_id}`}
              className="mt-4 inline-block font-semibold text-brand-800 underline"
            >
              {t('verify_page.proof_link')}
            </a>
          </section>
        )}
        {result === false && (
          <section
            className="rounded-2xl border-2 border-red-600 bg-red-50 p-5"
            role="alert"
            data-testid="verify-invalid"
          >
            <p className="flex items-center gap-2 text-lg font-bold text-red-800">
              <ErrorIcon className="shrink-0" /> {t('verify_page.invalid')}
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-red-900">
              {(['length', 'characters', 'source'] as const).map((k) => (
                <li key={k}>{t(`verify_page.tips.${k}`)}</li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {recent.length > 0 && (
        <section className="mt-8" aria-labelledby="recent-title">
          <h2 id="recent-title" className="text-lg font-semibold text-neutral-900">
            {t('verify_page.recent')}
          </h2>
          <ul
            className="mt-3 divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white"
            data-testid="recent-checks"
          >
            {recent.map((c) => (
              <li key={c.code}>
                <button
                  type="button"
                  onClick={() => {
                    setCode(c.code);
                    void verify(c.code);
                  }}
                  className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-left hover:bg-neutral-50"
                >
                  <span className="font-mono font-semibold">{c.code}</span>
                  <span className={c.valid ? 'truncate text-sm text-brand-800' : 'text-sm text-red-700'}>
                    {c.valid ? c.product_title : t('verify_page.invalid_short')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
