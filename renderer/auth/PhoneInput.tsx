import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryDto } from '../../src/contracts/reference.js';
import { Field, controlClasses } from '../ui/field.js';
import { phoneLength, sortCountries, type PhoneValue } from './phone.js';

export interface PhoneInputProps {
  name: string;
  label: ReactNode;
  countries: CountryDto[];
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * International phone input (spec 1 §5): the dial code is a native select shown apart from the number,
 * the number field keeps digits only. Its `name` is the number field's, so form errors focus it.
 */
export function PhoneInput({
  name,
  label,
  countries,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const [min, max] = phoneLength(value.iso2);
  const sorted = sortCountries(countries);
  return (
    <Field
      label={label}
      hint={hint ?? (min === max ? t('register.phone_hint_exact', { max }) : t('register.phone_hint', { min, max }))}
      error={error}
      required={required}
    >
      {(a11y) => (
        <div className="flex gap-2">
          {/* Wrappers size the controls: the shared control classes make each one full width. */}
          <div className="w-36 shrink-0">
            <select
              // named, so that a form sent without JavaScript says which dial code goes with the number
              name={`${name}_country`}
              aria-label={t('register.dial_code')}
              value={value.iso2}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, iso2: e.target.value })}
              className={controlClasses(undefined, 'pr-6')}
              data-testid="dial-code"
            >
              {sorted.map((c) => (
                <option key={c.iso2} value={c.iso2}>
                  {c.iso2} {c.dial_code}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 flex-1">
            <input
              {...a11y}
              name={name}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required={required}
              disabled={disabled}
              // a trunk 0 may be typed on top of the national digits
              maxLength={max + 1}
              value={value.digits}
              onChange={(e) => onChange({ ...value, digits: e.target.value.replace(/\D/g, '') })}
              className={controlClasses(error)}
            />
          </div>
        </div>
      )}
    </Field>
  );
}
