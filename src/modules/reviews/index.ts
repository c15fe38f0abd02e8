// The reviews module's public surface: other modules and the app import only from here.
export { AdminReviewsService } from './admin-reviews.service.js';
export { ReviewReport, ReviewReportSchema } from './review-report.entity.js';
export { Review, ReviewSchema } from './review.entity.js';
export { ReviewsModule } from './reviews.module.js';
export { ReviewsService } from './reviews.service.js';
export { moveReview } from './reviews.state.js';
