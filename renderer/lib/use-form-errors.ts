import { useEffect, useRef, useState } from 'react';

export type FormErrors = Record<string, string>;

/**
 * Error state shared by the forms (same behaviour as the contact form, spec 1 §5): all rules are checked
 * on submit, an error already shown is re-checked 300 ms after the user edits that field (so it clears
 * as they correct it, without flashing while they type), and the first faulty field takes the focus.
 * `validate` receives the values after the edit and returns i18n keys (or server sentences) per field.
 */
export function useFormErrors<V>(validate: (values: V) => FormErrors, initial: FormErrors = {}) {
  const [errors, setState] = useState<FormErrors>(initial);
  const latest = useRef<FormErrors>(initial);
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  // Any pending re-check is dropped: it was computed for older values and would undo what is set now
  // (e.g. wipe the server's "wrong password" that arrived within the 300 ms).
  const setErrors = (next: FormErrors) => {
    Object.values(timers.current).forEach(clearTimeout);
    timers.current = {};
    latest.current = next;
    setState(next);
  };

  const recheck = (key: string, next: V) => {
    if (!latest.current[key]) return;
    clearTimeout(timers.current[key]);
    timers.current[key] = setTimeout(() => {
      delete timers.current[key];
      const message = validate(next)[key];
      const { [key]: _gone, ...rest } = latest.current;
      latest.current = message ? { ...rest, [key]: message } : rest;
      setState(latest.current);
    }, 300);
  };

  /** Shows `next` and focuses the faulty field that comes first on the page (not first in the object). */
  const fail = (next: FormErrors) => {
    setErrors(next);
    const form = formRef.current;
    if (!form) return;
    const target = [...form.querySelectorAll<HTMLElement>('[name]')].find((el) => next[el.getAttribute('name') ?? '']);
    target?.focus();
  };

  return { errors, setErrors, recheck, fail, formRef };
}
