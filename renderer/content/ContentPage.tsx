import { useData } from 'vike-react/useData';
import { Accordion } from '../ui/accordion.js';
import { ButtonLink } from '../ui/button.js';
import { RichText } from './RichText.js';
import type { ContentDoc } from './types.js';

/** Renders any static page whose texts live under locales/content/. */
export function ContentPage() {
  const doc = useData<ContentDoc>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{doc.heading}</h1>
        {doc.intro && (
          <p className="mt-4 text-lg leading-relaxed text-neutral-600">
            <RichText text={doc.intro} />
          </p>
        )}
      </header>

      {doc.steps && (
        <ol className="mt-10 grid gap-4 sm:grid-cols-3" data-testid="steps">
          {doc.steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <h2 className="mt-3 font-semibold text-neutral-900">{step.title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-neutral-600">
                <RichText text={step.text} />
              </p>
            </li>
          ))}
        </ol>
      )}

      {doc.sections?.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-neutral-900">{section.heading}</h2>
          {section.paragraphs?.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text from the locale files, never reordered; a sentence may repeat
            <p key={i} className="mt-3 leading-relaxed text-neutral-700">
              <RichText text={p} />
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-neutral-700">
              {section.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text from the locale files, never reordered; an item may repeat
                <li key={i}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}

      {doc.faq && doc.faq.length > 0 && (
        <section id="faq" className="mt-12">
          <h2 className="text-xl font-semibold text-neutral-900">FAQ</h2>
          <div className="mt-4">
            <Accordion
              items={doc.faq.map((f, i) => ({ id: `faq-${i}`, title: f.q, content: <RichText text={f.a} /> }))}
            />
          </div>
        </section>
      )}

      {doc.cta && (
        <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
          <ButtonLink href={doc.cta.href} size="lg">
            {doc.cta.label}
          </ButtonLink>
        </div>
      )}
    </article>
  );
}
