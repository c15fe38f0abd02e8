import { cn } from '../../../renderer/ui/cn.js';

const TONES = {
  danger: 'border-red-200 bg-red-50 text-red-800',
  sun: 'border-sun-400 bg-sun-50 text-sun-900',
  brand: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

export function OutcomeBox({
  tone,
  title,
  text,
  testId,
}: {
  tone: keyof typeof TONES;
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <section
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('rounded-xl border p-4 text-sm', TONES[tone])}
      data-testid={testId}
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1">{text}</p>
    </section>
  );
}
