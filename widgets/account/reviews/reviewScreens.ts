import type { ScreenMap } from '../types';
import { CourseReviews } from './CourseReviews';
import { ManageReviews } from './ManageReviews';
import { MyReviews } from './MyReviews';
import { NewReview } from './NewReview';
import { SingleReview } from './SingleReview';

/** Course reviews (list, one review, write), my reviews, and the moderator's tabs. */
export const reviewScreens: ScreenMap = {
  'course-reviews': CourseReviews,
  review: SingleReview,
  'review-new': NewReview,
  'my-reviews': MyReviews,
  'manage-reviews': ManageReviews,
  'manage-reviews-home': ManageReviews,
};
