import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationDto } from '../../../src/contracts/catalogue.js';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { SubmitButton } from '../../../renderer/ui/button.js';

/** The results page's quick lookup; the full checker with history and tips is /verify. */
export function CodeLookup() {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true; result: VerificationDto } | { ok: false; message: string } | null>(
    null,
  );

  async function lookup(e: FormEvent) {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    if (!value) return;
    setBusy(true);
    try {
      const res = await api<{ data: VerificationDto }>(`/public/results/verify/${encodeURIComponent(value)}`);
      setOutcome({ ok: true, result: res.data });
    } catch (err) {
      const failure = failureOf(err);
      setOutcome({
        ok: false,
        message: failure.status === 404 ? t('results.lookup.invalid') : failure.message || t('errors.generic'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm" aria-labelledby="lookup-title">
      <h2 id="lookup-title" className="text-lg font-semibold text-neutral-900">
        {t('results.lookup.title')}
      </h2>
      <form method="post" onSubmit={lookup} className="mt-3 flex gap-2" data-testid="code-lookup">
        <label htmlFor="lookup-code" className="sr-only">
          {t('results.lookup.label')}
        </label>
        <input
          id="lookup-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={8}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('results.lookup.placeholder')}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-neutral-300 px-3 font-mono text-base tracking-widest focus:border-brand-600"
        />
        <SubmitButton loading={busy} disabled={!code.trim()}>
          {t('results.lookup.submit')}
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {outcome?.ok === true && (
          <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900" data-testid="lookup-result">
            {t('results.lookup.valid', {
              product: outcome.result.product_title,
              winner: outcome.result.winner_initial,
              ticket: outcome.result.winning_ticket,
              date: formatDateTime(outcome.result.draw_date, i18n.language),
            })}{' '}
            <a href={`/lotteries/${outcome.result.lottery_id}`} className="font-semibold underline">
              {t('results.see_proof')}
            </a>
          </p>
        )}
        {outcome?.ok === false && (
          <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  );
}
