import type { ComponentProps } from 'react';
import { cn } from './cn.js';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...props}
      className={cn('overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm', className)}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cn('border-b border-neutral-200 px-4 py-3 sm:px-5', className)} />;
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cn('p-4 sm:p-5', className)} />;
}
