import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, serverFieldErrors, type ApiFailure } from '../lib/api.js';
import { useFormErrors, type FormErrors } from '../lib/use-form-errors.js';
import type { FormResult } from '../../src/contracts/form-result.js';
import { withPosted } from './server-form.js';

export interface SaveOptions {
  /** Sends the values once every rule passed; the submit button is busy meanwhile. */
  send: () => Promise<unknown>;
  /** Says a failed send (toast, box); `fields` are the field errors already shown under the fields. */
  failed: (failure: ApiFailure, fields: FormErrors) => void;
  /** The field errors of a failure: the server's first message per field unless told. */
  fieldsOf?: (failure: ApiFailure) => FormErrors;
  /** Checked before the rules; false stops the submit (the check says why). */
  ready?: () => boolean;
  /** Told the errors the rules found, once they are shown. */
  invalid?: (errors: FormErrors) => void;
}

type Control = { value: string };

/**
 * Values, field errors and the save of a form handled in JavaScript (spec 1 §5): `update` re-checks an
 * error already shown, `submit` checks every rule, sends, and puts the server's field errors under the
 * fields. `adjust` may rewrite the values after an edit (e.g. keep digits only). `posted` is what the
 * server said when the form was sent without JavaScript: its values and field errors show first.
 */
export function useForm<V extends object>(
  initial: V | (() => V),
  validate: (values: V) => FormErrors,
  adjust?: (next: V, key: keyof V) => V,
  posted?: FormResult | null,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(() =>
    withPosted(typeof initial === 'function' ? (initial as () => V)() : initial, posted ?? null),
  );
  const [saving, setSaving] = useState(false);
  const form = useFormErrors<V>(validate, posted?.errors);

  const update = <K extends keyof V>(key: K, value: V[K]) => {
    const edited = { ...values, [key]: value };
    const next = adjust ? adjust(edited, key) : edited;
    setValues(next);
    form.recheck(key as string, next);
  };
  const err = (key: string): string | undefined => (form.errors[key] ? t(form.errors[key]) : undefined);

  /** name, value, error and onChange of a text control bound to `key`. */
  const field = (key: keyof V & string) => ({
    name: key,
    value: values[key] as string,
    error: err(key),
    onChange: (e: ChangeEvent<Control>) => update(key, e.target.value as V[typeof key]),
  });
  /** The same for a checkbox. */
  const check = (key: keyof V & string) => ({
    name: key,
    checked: values[key] as boolean,
    error: err(key),
    onChange: (e: ChangeEvent<{ checked: boolean }>) => update(key, e.target.checked as V[typeof key]),
  });

  const submit = (opts: SaveOptions) => async (e: FormEvent) => {
    e.preventDefault();
    if (opts.ready && !opts.ready()) return;
    const errs = validate(values);
    if (Object.keys(errs).length) {
      form.fail(errs);
      return opts.invalid?.(errs);
    }
    setSaving(true);
    try {
      await opts.send();
    } catch (error) {
      const failure = failureOf(error);
      const fields = (opts.fieldsOf ?? serverFieldErrors)(failure);
      if (Object.keys(fields).length) form.fail(fields);
      opts.failed(failure, fields);
    } finally {
      setSaving(false);
    }
  };

  return { values, setValues, update, err, field, check, saving, submit, form };
}
