import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { VerifierDownloads } from '../../transparency/VerifierDownloads.js';
import type { HowItWorksData } from './+data.js';

const PLAIN = ['seal', 'beacon', 'reveal', 'nobody'] as const;
const STEPS = ['seed', 'commitment', 'pool', 'beacon', 'hmac', 'reject', 'check'] as const;

/** "Des tirages vérifiables par tous": the draw in plain words, the exact computation, the register and the tools. */
export function VerifiableDraws() {
  const { t } = useTranslation();
  const { origin } = useData<HowItWorksData>();
  const k = (key: string) => t(`transparency.how_it_works.${key}`);
  return (
    <section
      id="verifiable-draws"
      aria-labelledby="verifiable-draws-title"
      className="mx-auto max-w-3xl px-4 pb-12 sm:pb-14"
      data-testid="verifiable-draws"
    >
      <h2 id="verifiable-draws-title" className="text-2xl font-bold text-neutral-900">
        {k('title')}
      </h2>
      <p className="mt-3 leading-relaxed text-neutral-700">{k('intro')}</p>
      <ol className="mt-3 list-decimal space-y-2 pl-6 leading-relaxed text-neutral-700">
        {PLAIN.map((p) => (
          <li key={p}>{k(`plain.${p}`)}</li>
        ))}
      </ol>

      <h3 className="mt-6 text-lg font-semibold text-neutral-900">{k('steps_title')}</h3>
      <p className="mt-2 text-sm leading-relaxed text-neutral-700">{k('steps_intro')}</p>
      <ol className="mt-2 list-decimal space-y-1.5 pl-6 text-sm leading-relaxed text-neutral-700">
        {STEPS.map((s) => (
          <li key={s} className="break-words">
            {k(`steps.${s}`)}
          </li>
        ))}
      </ol>

      <h3 className="mt-6 text-lg font-semibold text-neutral-900">{k('tools_title')}</h3>
      <p className="mt-2 leading-relaxed text-neutral-700">{k('tools_text')}</p>
      <p className="mt-3">
        <a href="/transparency" className="font-semibold text-brand-700 underline" data-testid="transparency-link">
          {k('register_link')}
        </a>
      </p>
      <VerifierDownloads origin={origin} />
    </section>
  );
}
