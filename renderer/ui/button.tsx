import type { ComponentProps } from 'react';
import { useHydrated } from '../lib/use-hydrated.js';
import { cn } from './cn.js';
import { SpinnerIcon } from './spinner.js';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap select-none no-underline ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200',
  outline: 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50 active:bg-neutral-100',
  ghost: 'bg-transparent text-brand-700 hover:bg-brand-50 active:bg-brand-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
};

// Heights stay at or above 40px: thumbs on small phones need the target size.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container width (usual for the main action on mobile). */
  block?: boolean;
}

/** The class list of a button, for elements that must look like one (e.g. a Base UI trigger). */
export function buttonClasses(
  { variant = 'primary', size = 'md', block }: ButtonStyleProps = {},
  className?: string,
): string {
  return cn(base, variants[variant], sizes[size], block && 'w-full', className);
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyleProps & { loading?: boolean };

/** A native <button>; `loading` disables it and shows a spinner while keeping its label for layout. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, block }, className)}
    >
      {loading && <SpinnerIcon />}
      {children}
    </button>
  );
}

/**
 * The submit button of a form handled by JavaScript: disabled in the server's HTML until the page is
 * hydrated, so a form filled early is never sent by the browser itself (its values would end up in a
 * URL or a request the server does not process).
 */
export function SubmitButton({ disabled, posts, ...props }: Omit<ButtonProps, 'type'> & { posts?: boolean }) {
  const hydrated = useHydrated();
  // a form the server also handles (`posts`) may be sent before its script runs, or without it
  return (
    <Button
      {...props}
      type="submit"
      disabled={disabled || (!hydrated && !posts)}
      data-hydrated={hydrated || undefined}
    />
  );
}

export type ButtonLinkProps = ComponentProps<'a'> & ButtonStyleProps;

/** A link styled as a button: navigation stays a real <a> so it works before hydration. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <a {...props} className={buttonClasses({ variant, size, block }, className)} />;
}
