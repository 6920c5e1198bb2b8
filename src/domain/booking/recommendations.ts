import {
  BREAKPOINTS,
  RECOMMENDATIONS_DEFAULT_LIMIT,
  RECOMMENDATIONS_DEFAULT_QTY,
  RECOMMENDED_TEE_TIMES_DESKTOP,
  RECOMMENDED_TEE_TIMES_MOBILE,
} from './constants';

/**
 * How many failure recommendations to load (spec 01 §2, §9): 2 on small screens (below the md
 * breakpoint, 768 px), 4 otherwise.
 */
export function recommendationCount(viewportWidth: number): number {
  return viewportWidth < BREAKPOINTS.md ? RECOMMENDED_TEE_TIMES_MOBILE : RECOMMENDED_TEE_TIMES_DESKTOP;
}

export interface RecommendationsRequest {
  courseId: string;
  date?: string | null;
  teeTimeId?: string | null;
  qty?: number | null;
}

/** Parameters of GET v6/failure_recommendation/tee_times for a viewport (qty defaults to 1). */
export function recommendationsParams(req: RecommendationsRequest, viewportWidth: number) {
  return {
    courseId: req.courseId,
    ...(req.date ? { date: req.date } : {}),
    ...(req.teeTimeId ? { teeTimeId: req.teeTimeId } : {}),
    qty: req.qty ?? RECOMMENDATIONS_DEFAULT_QTY,
    limit: recommendationCount(viewportWidth),
  };
}

/**
 * Parameters of GET v6/failure_recommendation/courses: the spec's default recommendations limit
 * (4) and qty (1) whatever the screen, since each course is one line.
 */
export function recommendedCoursesParams(req: RecommendationsRequest) {
  return {
    courseId: req.courseId,
    ...(req.date ? { date: req.date } : {}),
    ...(req.teeTimeId ? { teeTimeId: req.teeTimeId } : {}),
    qty: req.qty ?? RECOMMENDATIONS_DEFAULT_QTY,
    limit: RECOMMENDATIONS_DEFAULT_LIMIT,
  };
}

export interface FeedbackContext {
  courseId: string;
  date: string;
  players?: number;
}

/** The `noTeeTimesFeedback` tracking payload, or null. */
export type FeedbackEvent = {
  name: 'noTeeTimesFeedback';
  payload: FeedbackContext & { recommendedDate?: 'success' | 'failure' };
} | null;

/** Spec 01 §4: no tee times for the date → the feedback event is sent. */
export function noTeeTimesFeedback(teeTimesCount: number, context: FeedbackContext): FeedbackEvent {
  return teeTimesCount === 0 ? { name: 'noTeeTimesFeedback', payload: { ...context } } : null;
}

/**
 * Spec 01 §4: after the search that follows a recommended-date click (isRecommendedDate set),
 * the click is tracked as success (tee times found) or failure (none), then the flag is reset.
 * Without the flag nothing is tracked. Returns the event and the flag's next value (false).
 */
export function recommendedDateClick(
  isRecommendedDate: boolean,
  teeTimesCount: number,
  context: FeedbackContext,
): { event: FeedbackEvent; isRecommendedDate: false } {
  if (!isRecommendedDate) return { event: null, isRecommendedDate: false };
  return {
    event: {
      name: 'noTeeTimesFeedback',
      payload: { ...context, recommendedDate: teeTimesCount > 0 ? 'success' : 'failure' },
    },
    isRecommendedDate: false,
  };
}
