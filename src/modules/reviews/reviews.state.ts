import { defineMachine } from '../../common/state-machine.js';
import type { ReviewStatus } from '../../contracts/reviews.js';

/**
 * A review is published at once; a report sends it to moderation (reported), where a moderator keeps it
 * (published again) or hides it. A hidden review is final; a kept one can be reported again.
 */
export const reviewMachine = defineMachine<ReviewStatus>('review', {
  published: ['reported'],
  reported: ['published', 'hidden'],
  hidden: [],
});

export function moveReview(review: { status: ReviewStatus }, to: ReviewStatus): ReviewStatus {
  return reviewMachine.apply(review, to);
}
