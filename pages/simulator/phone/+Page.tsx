import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { SimulatorPushDto } from '../../../src/contracts/simulator.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { approvePush, declinePush, pendingPushes } from './simulator-api.js';

const POLL_MS = 2000;
const digits = (v: string) => v.replace(/\D/g, '').slice(0, 12);

function PushCard({ push, onDone }: { push: SimulatorPushDto; onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const [askPin, setAskPin] = useState(false);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);

  const act = async (kind: 'approve' | 'decline') => {
    setBusy(kind);
    try {
      if (kind === 'approve') await approvePush(push.bill_id, pin);
      else await declinePush(push.bill_id);
      toast.success(t(kind === 'approve' ? 'simulator.phone.approved' : 'simulator.phone.declined'));
      onDone();
    } catch (err) {
      toast.error((err as Error).message || t('simulator.phone.failed'));
    } finally {
      setBusy(null);
    }
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void act('approve');
  };

  return (
    <li className="rounded-2xl bg-white p-4 text-neutral-900 shadow" data-testid="sim-push" data-bill-id={push.bill_id}>
      <p className="text-sm font-semibold text-brand-700">
        {t('simulator.phone.push_title', {
          operator: t(`simulator.phone.operators.${push.payment_system}`, { defaultValue: push.payment_system }),
        })}
      </p>
      <p className="mt-1 text-2xl font-bold" data-testid="sim-amount">
        {formatFCFA(push.amount)}
      </p>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-neutral-500">{t('simulator.phone.merchant')}</dt>
          <dd className="text-right">{push.description}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-neutral-500">{t('simulator.phone.reference')}</dt>
          <dd className="break-all text-right font-mono" data-testid="sim-reference">
            {push.reference}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-neutral-500">
        {t('simulator.phone.expires', { time: formatDateTime(push.expires_at, locale) })}
      </p>
      {askPin ? (
        <form method="post" className="mt-3 space-y-2" onSubmit={confirm}>
          <TextInput
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            maxLength={4}
            pattern="\d{4}"
            required
            label={t('simulator.phone.pin_label')}
            value={pin}
            onChange={(e) => setPin(digits(e.target.value).slice(0, 4))}
            data-testid="sim-pin"
          />
          <div className="flex gap-2">
            <SubmitButton block loading={busy === 'approve'} disabled={pin.length !== 4} data-testid="sim-confirm">
              {t('simulator.phone.confirm')}
            </SubmitButton>
            <Button type="button" variant="outline" block onClick={() => setAskPin(false)}>
              {t('simulator.phone.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex gap-2">
          <Button
            type="button"
            block
            onClick={() => setAskPin(true)}
            disabled={busy !== null}
            data-testid="sim-approve"
          >
            {t('simulator.phone.approve')}
          </Button>
          <Button
            type="button"
            variant="danger"
            block
            loading={busy === 'decline'}
            onClick={() => void act('decline')}
            data-testid="sim-decline"
          >
            {t('simulator.phone.decline')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** A payer's phone for the simulator: the USSD pushes sent to a number, to approve with a PIN or decline. */
export default function SimulatorPhonePage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const initial = digits(urlParsed.search.msisdn ?? '');
  const [input, setInput] = useState(initial);
  const [msisdn, setMsisdn] = useState(initial);
  const [pushes, setPushes] = useState<SimulatorPushDto[] | null>(null);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` changes once a push is answered: the list is loaded again at once
  useEffect(() => {
    if (!msisdn) return;
    let live = true;
    const load = () =>
      pendingPushes(msisdn)
        .then((list) => live && setPushes(list))
        .catch(() => undefined);
    void load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [msisdn, tick]);

  const watch = (e: FormEvent) => {
    e.preventDefault();
    setPushes(null);
    setMsisdn(input);
    const url = new URL(window.location.href);
    url.searchParams.set('msisdn', input);
    window.history.replaceState(null, '', url);
  };

  return (
    <main className="flex min-h-screen items-start justify-center bg-neutral-100 px-4 py-8">
      <div className="w-full max-w-sm rounded-[2.5rem] border-8 border-neutral-900 bg-neutral-900 shadow-xl">
        <div className="mx-auto mt-2 h-1.5 w-16 rounded-full bg-neutral-700" aria-hidden="true" />
        <div className="m-2 min-h-[36rem] rounded-[1.75rem] bg-neutral-50 p-4">
          <h1 className="text-lg font-bold text-neutral-900">{t('simulator.phone.heading')}</h1>
          <p className="mt-1 text-sm text-neutral-600">{t('simulator.phone.intro')}</p>
          <form method="post" className="mt-4 flex items-end gap-2" onSubmit={watch}>
            <TextInput
              name="msisdn"
              inputMode="tel"
              autoComplete="tel"
              label={t('simulator.phone.number_label')}
              placeholder={t('simulator.phone.number_placeholder')}
              value={input}
              onChange={(e) => setInput(digits(e.target.value))}
              fieldClassName="flex-1"
              data-testid="sim-msisdn"
            />
            <SubmitButton disabled={!input} data-testid="sim-watch">
              {t('simulator.phone.show')}
            </SubmitButton>
          </form>
          {msisdn && (
            <section className="mt-5" aria-live="polite">
              <h2 className="text-sm font-semibold text-neutral-700">
                {t('simulator.phone.watching', { number: msisdn })}
              </h2>
              {pushes && pushes.length === 0 && (
                <p className="mt-3 rounded-xl bg-white p-4 text-sm text-neutral-600" data-testid="sim-empty">
                  {t('simulator.phone.empty')}
                </p>
              )}
              {pushes && pushes.length > 0 && (
                <ul className="mt-3 space-y-3">
                  {pushes.map((p) => (
                    <PushCard key={p.bill_id} push={p} onDone={() => setTick((n) => n + 1)} />
                  ))}
                </ul>
              )}
            </section>
          )}
          <section className="mt-6 rounded-xl bg-white p-3 text-xs text-neutral-600">
            <h2 className="font-semibold text-neutral-800">{t('simulator.phone.rules_title')}</h2>
            <ul className="mt-1 list-disc space-y-0.5 pl-4">
              <li>{t('simulator.phone.rule_paid')}</li>
              <li>{t('simulator.phone.rule_ask')}</li>
              <li>{t('simulator.phone.rule_failed')}</li>
              <li>{t('simulator.phone.rule_silent')}</li>
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
