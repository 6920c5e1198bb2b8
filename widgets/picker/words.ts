import type { CourseTab } from '../../src/domain/booking/courseTab';
import type { TimeSlotSort } from '../../src/domain/booking/constants';

/** The booking steps in the golfer's words (spec 01 §4: time slot → rate type → provider → checkout). */
export const STEP_NAMES = ['Tee time', 'Rate', 'Offer', 'Checkout'] as const;

/** The tee times' sort menu. */
export const SORT_LABELS: Record<TimeSlotSort, string> = {
  time: 'Time',
  'price-lowest-first': 'Price: lowest first',
  'price-highest-first': 'Price: highest first',
  deals: 'Hot deals first',
};

/** The course tabs, in their order. */
export const TAB_NAMES: Record<CourseTab, string> = {
  details: 'Course details',
  reviews: 'Reviews',
  'tee-details': 'Tee details',
};
