import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, controlClasses } from './field.js';
import { CheckCircleIcon, EyeIcon, EyeOffIcon } from './icons.js';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'name' | 'type'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Shows a green check in the field (e.g. the login's "at least 6 characters" mark). */
  valid?: boolean;
  fieldClassName?: string;
};

/** A password field with a show/hide button; showing helps on small touch keyboards where typos are common. */
export function PasswordInput({
  label,
  hint,
  error,
  required,
  valid,
  id,
  fieldClassName,
  className,
  ...props
}: PasswordInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(a11y) => (
        <div className="relative">
          <input
            {...props}
            {...a11y}
            type={shown ? 'text' : 'password'}
            required={required}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={controlClasses(error, `${valid ? 'pr-20' : 'pr-12'} ${className ?? ''}`)}
          />
          {valid && (
            <span
              className="pointer-events-none absolute inset-y-0 right-11 flex items-center text-brand-600"
              data-testid="password-valid"
            >
              <CheckCircleIcon size={18} aria-label={t('login.password_ok')} />
            </span>
          )}
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-label={shown ? t('login.password_hide') : t('login.password_show')}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-neutral-600 hover:text-neutral-900"
          >
            {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </div>
      )}
    </Field>
  );
}

export interface NewPasswordFieldsProps {
  /** The labels of the new password and of its confirmation. */
  labels: [ReactNode, ReactNode];
  values: { password: string; password_confirmation: string };
  err: (key: string) => string | undefined;
  onChange: (key: 'password' | 'password_confirmation', value: string) => void;
  /** Also marks the confirmation once it matches (registration). */
  checkConfirmation?: boolean;
  className?: string;
}

/** A new password with its rule as hint and a check mark from 8 characters, then its confirmation. */
export function NewPasswordFields({
  labels,
  values,
  err,
  onChange,
  checkConfirmation,
  className,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { password, password_confirmation: confirmation } = values;
  return (
    <div className={className}>
      <PasswordInput
        name="password"
        label={labels[0]}
        hint={t('register.password_hint')}
        autoComplete="new-password"
        required
        value={password}
        valid={password.length >= 8}
        error={err('password')}
        onChange={(e) => onChange('password', e.target.value)}
      />
      <PasswordInput
        name="password_confirmation"
        label={labels[1]}
        autoComplete="new-password"
        required
        value={confirmation}
        valid={checkConfirmation ? confirmation.length >= 8 && confirmation === password : undefined}
        error={err('password_confirmation')}
        onChange={(e) => onChange('password_confirmation', e.target.value)}
      />
    </div>
  );
}
