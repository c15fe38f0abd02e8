import { formatFCFA, shortFCFA } from '../../src/common/format/money.js';
import { cn } from './cn.js';

/**
 * An FCFA amount, whole francs with French grouping ("1 500 000 FCFA"); `compact` gives "1,5 M FCFA"
 * / "250 k FCFA" for cards, with the exact amount as a tooltip.
 */
export function Money({
  amount,
  compact = false,
  className,
}: {
  amount: number;
  compact?: boolean;
  className?: string;
}) {
  const full = formatFCFA(amount);
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)} title={compact ? full : undefined}>
      {compact ? shortFCFA(amount) : full}
    </span>
  );
}
