import type { RefundView } from '../../src/contracts/refunds.js';
import { StepTimeline } from '../ui/StepTimeline.js';
import { refundTimeline } from './refund-ui.js';

/** Created, approved, processed, completed — or where it stopped (rejected, failed) — with their dates. */
export function RefundTimeline({ refund }: { refund: RefundView }) {
  return (
    <StepTimeline
      steps={refundTimeline(refund)}
      labels="refunds.steps"
      className="space-y-3"
      data-testid="refund-timeline"
    />
  );
}
