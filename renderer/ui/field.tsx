import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';

/** The attributes that tie a native control to its label, hint and error. */
export interface ControlA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Use this id for the control instead of a generated one. */
  id?: string;
  /** `inline` puts the control before its label (checkboxes). */
  layout?: 'stacked' | 'inline';
  className?: string;
  children: (control: ControlA11y) => ReactNode;
}

/** Label, hint and error around one control; the control is rendered by `children` with the ids it needs. */
export function Field({ label, hint, error, required, id, layout = 'stacked', className, children }: FieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  });

  const labelEl = (
    <label
      htmlFor={controlId}
      className={cn('text-sm font-medium text-neutral-800', layout === 'inline' && 'cursor-pointer')}
    >
      {label}
      {/* The native `required` attribute already informs screen readers; the star is for sighted users. */}
      {required && (
        <span className="ml-0.5 text-red-700" aria-hidden="true" title={t('ui.required')}>
          *
        </span>
      )}
    </label>
  );

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {layout === 'inline' ? (
        <div className="flex items-start gap-2">
          {control}
          {labelEl}
        </div>
      ) : (
        <>
          {labelEl}
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

// 16px text stops mobile browsers from zooming into the field on focus.
const controlBase =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 ' +
  'focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500';
const controlState = (error?: string) => (error ? 'border-red-600' : 'border-neutral-300');

/** The classes of a text control, for composite controls built on <Field> (password with toggle, phone with dial code). */
export function controlClasses(error?: string, className?: string): string {
  return cn(controlBase, 'min-h-11', controlState(error), className);
}

interface OwnFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Classes for the wrapper; `className` goes to the native element. */
  fieldClassName?: string;
}

/** A control's props split in two: those of its <Field>, and those of the native element. */
function splitField<P extends OwnFieldProps & { id?: string }>({
  label,
  hint,
  error,
  required,
  id,
  fieldClassName,
  ...native
}: P) {
  return { field: { label, hint, error, required, id, className: fieldClassName }, native };
}

export type TextInputProps = Omit<ComponentProps<'input'>, 'name'> & OwnFieldProps;

export function TextInput({ className, ...props }: TextInputProps) {
  const { field, native } = splitField(props);
  return (
    <Field {...field}>
      {(a11y) => (
        <input
          type="text"
          {...native}
          {...a11y}
          required={field.required}
          className={cn(controlBase, 'min-h-11', controlState(field.error), className)}
        />
      )}
    </Field>
  );
}

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'name'> & OwnFieldProps;

export function TextArea({ className, rows = 4, ...props }: TextAreaProps) {
  const { field, native } = splitField(props);
  return (
    <Field {...field}>
      {(a11y) => (
        <textarea
          rows={rows}
          {...native}
          {...a11y}
          required={field.required}
          className={cn(controlBase, controlState(field.error), className)}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentProps<'select'>, 'name'> &
  OwnFieldProps & {
    /** Rendered as <option>s; `children` can be used instead for groups. */
    options?: SelectOption[];
    /** A first empty choice, e.g. "Choisir…". */
    placeholder?: string;
  };

/** A native <select>: the phone's own picker is faster and more accessible than a custom listbox. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const { field, native } = splitField(props);
  return (
    <Field {...field}>
      {(a11y) => (
        <select
          {...native}
          {...a11y}
          required={field.required}
          className={cn(controlBase, 'min-h-11 pr-8', controlState(field.error), className)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}

export type CheckboxProps = Omit<ComponentProps<'input'>, 'name' | 'type'> & OwnFieldProps;

export function Checkbox({ className, ...props }: CheckboxProps) {
  const { field, native } = splitField(props);
  return (
    <Field {...field} layout="inline">
      {(a11y) => (
        <input
          type="checkbox"
          {...native}
          {...a11y}
          required={field.required}
          className={cn(
            'mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700',
            field.error && 'outline-2 outline-red-600',
            className,
          )}
        />
      )}
    </Field>
  );
}
