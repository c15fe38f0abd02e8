import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { FORM_NAME_FIELD, type FormResult } from '../../src/contracts/form-result.js';

/**
 * The hidden fields of a form the server also handles without JavaScript (src/ssr/forms): which form it
 * is, and the anti-forgery token bound to the visitor's session.
 */
export function PostedFormFields({ form }: { form: string }) {
  const { csrfToken } = usePageContext();
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
    </>
  );
}

/**
 * A form posted to the page itself, checked in JavaScript when it runs (noValidate: the script and the
 * server say the same thing) and still sent as is without it; `name` adds the hidden fields the server
 * needs to handle it then.
 */
export function PostedForm({
  form,
  name,
  onSubmit,
  className = 'space-y-4',
  testId,
  children,
}: {
  form: { formRef: RefObject<HTMLFormElement | null> };
  name?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate className={className} data-testid={testId}>
      {name && <PostedFormFields form={name} />}
      {children}
    </form>
  );
}

/** What the server said of this form when it was posted without JavaScript, if that is why the page shows. */
export function usePostedForm(form: string): FormResult | null {
  const { formResult } = usePageContext();
  return formResult?.form === form ? formResult : null;
}

/** Posted values over a form's initial ones, with the types of the initial ones (a ticked box sends "on"). */
export function withPosted<V extends object>(initial: V, posted: FormResult | null): V {
  if (!posted) return initial;
  const merged = { ...initial } as Record<string, unknown>;
  for (const [key, value] of Object.entries(initial)) {
    if (typeof value === 'boolean') merged[key] = posted.values[key] !== undefined && posted.values[key] !== '';
    else if (typeof value === 'string' && posted.values[key] !== undefined) merged[key] = posted.values[key];
  }
  return merged as V;
}
