import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, controlClasses } from '../ui/field.js';
import { CheckCircleIcon, EyeIcon, EyeOffIcon } from '../ui/icons.js';

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
export function PasswordInput({ label, hint, error, required, valid, id, fieldClassName, className, ...props }: PasswordInputProps) {
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
            <span className="pointer-events-none absolute inset-y-0 right-11 flex items-center text-brand-600" data-testid="password-valid">
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
