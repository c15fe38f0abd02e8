import type { ComponentProps } from 'react';
import { cn } from './cn.js';

export type BadgeTone = 'neutral' | 'brand' | 'sun' | 'ocean' | 'danger';

// Every pair keeps text at AA contrast on its tinted background.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-neutral-100 text-neutral-800',
  brand: 'bg-brand-50 text-brand-800',
  sun: 'bg-sun-100 text-sun-900',
  ocean: 'bg-ocean-50 text-ocean-800',
  danger: 'bg-red-50 text-red-800',
};

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      {...props}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
    />
  );
}
