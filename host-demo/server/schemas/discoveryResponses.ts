/**
 * Response schemas of the discovery routes around a course list: scorecard, similar courses,
 * recommendations after a failed booking, featured courses, course sections and states. Each
 * mirrors the value its service answers; the `Assert` lines make `tsc` fail when the two drift
 * apart (responseShape.ts).
 */
import * as v from 'valibot';
import type { findCountry, listStates } from '../services/geography';
import type { recommendCourses, recommendTeeTimes } from '../services/recommendations';
import type { scorecardFor } from '../services/scorecard';
import type { listSections } from '../services/sections';
import type { similarCourses } from '../services/similarCourses';
import {
  bannerResponse,
  countriesResponse,
  courseResponse,
  listCourseResponse,
  sectionResponse,
  stateResponse,
  teeTimeResponse,
} from './catalogResponses';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const num = v.number();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();
const date = v.pipe(v.string(), v.description('YYYY-MM-DD'));

const scorecardTee = v.object({
  tee_name: text,
  tee_color: text,
  rating: num,
  slope: int,
  total_yards: int,
  holes: v.array(v.object({ hole: int, par: int, yards: int, handicap: int })),
});

/** GET courses/{id}/scorecard: men's tees and ladies' tees. */
export const scorecardResponse = v.object({
  course_id: text,
  scorecard: v.array(scorecardTee),
  scorecard_lady: v.array(scorecardTee),
});
export type _ScorecardShape = Assert<
  SameShape<Omit<v.InferOutput<typeof scorecardResponse>, 'course_id'>, ReturnType<typeof scorecardFor>>
>;

/** GET courses/{id}/similar: the course and the courses near it, as a list page. */
export const similarCoursesResponse = v.object({
  course: courseResponse,
  similar_courses: v.array(listCourseResponse),
  total: int,
  page: int,
  per_page: int,
  total_pages: int,
  banners: v.array(bannerResponse),
});
export type _SimilarShape = Assert<
  SameShape<v.InferOutput<typeof similarCoursesResponse>, ReturnType<typeof similarCourses>>
>;

/** GET failure_recommendation/courses: nearby courses with tee times for the date and players. */
export const recommendedCoursesResponse = v.object({ courses: v.array(listCourseResponse) });
export type _RecommendedCoursesShape = Assert<
  SameShape<v.InferOutput<typeof recommendedCoursesResponse>['courses'], ReturnType<typeof recommendCourses>>
>;

/** GET failure_recommendation/tee_times: tee times near the failed one (a later date when the day is full). */
export const recommendedTeeTimesResponse = v.object({
  date,
  is_recommended_date: bool,
  tee_times: v.array(teeTimeResponse),
});
export type _RecommendedTeeTimesShape = Assert<
  SameShape<v.InferOutput<typeof recommendedTeeTimesResponse>, ReturnType<typeof recommendTeeTimes>>
>;

/** GET featured_courses/near_you: courses with their distance, and the place they are near. */
export const featuredCoursesResponse = v.object({
  courses: v.array(v.object({ ...courseResponse.pipe[0].entries, distance: num })),
  place: v.pipe(v.string(), v.description('"City, ST" of the nearest city, or "you"')),
});

/** GET course_sections. */
export const sectionsResponse = v.object({ course_sections: v.array(sectionResponse) });
export type _SectionsShape = Assert<
  SameShape<v.InferOutput<typeof sectionsResponse>['course_sections'], ReturnType<typeof listSections>>
>;

/** GET course_sections/{slug}. */
export const oneSectionResponse = v.object({ course_section: sectionResponse });

/** GET states: the country and its states with their course counts. */
export const statesResponse = v.object({
  country: countriesResponse.entries.countries.item,
  states: v.array(v.object({ ...stateResponse.entries, course_count: int })),
});
export type _StatesShape = Assert<
  SameShape<
    v.InferOutput<typeof statesResponse>,
    { country: NonNullable<ReturnType<typeof findCountry>>; states: ReturnType<typeof listStates> }
  >
>;
