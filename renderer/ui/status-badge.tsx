import { useTranslation } from 'react-i18next';
import { Badge } from './badge.js';
import { cn } from './cn.js';
import { statusTone, type StatusKind } from './status-tones.js';

export type { StatusKind } from './status-tones.js';

export interface StatusBadgeProps {
  kind: StatusKind;
  status: string;
  /**
   * Another wording for the same colour (e.g. the customer area's spec 2 labels); defaults to the
   * spec 3 §4 label `ui.status.{kind}.{status}`, or the raw status when unknown.
   */
  label?: string;
  /** Defaults to `{kind}-status`. */
  testId?: string;
  className?: string;
}

/** A status in colour with its French label; `data-status` keeps the code for tests and styling. */
export function StatusBadge({ kind, status, label, testId, className }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={statusTone(kind, status)}
      className={cn(className)}
      data-testid={testId ?? `${kind}-status`}
      data-status={status}
    >
      {label ?? t(`ui.status.${kind}.${status}`, { defaultValue: status })}
    </Badge>
  );
}
