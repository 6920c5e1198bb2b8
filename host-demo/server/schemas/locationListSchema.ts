import * as v from 'valibot';
import { qBool, qList, qNumber, qText } from '../http/queryValues';
import { COURSE_FLAGS } from '../services/catalogConstants';
import { COURSE_SORTS } from '../services/courseOrdering';
import { coordinateEntries, pageEntry, teeTimeFilterEntries } from './catalogSchemas';

/** Query of GET /courses/location_list and /courses/{id}/similar. */
export const locationListQuery = v.object({
  ...coordinateEntries,
  ...teeTimeFilterEntries,
  ...pageEntry,
  hierarchized_url: v.optional(qText(300)),
  include_without_tee_times: v.optional(qBool),
  course_section_slug: v.optional(qText(100)),
  min_radius: v.optional(qNumber(0, 100000)),
  /** Capped at 150 miles; missing means 150. */
  max_radius: v.optional(qNumber(0, 100000)),
  /** Applied only when it is one of the curated categories; anything else is ignored. */
  category: v.optional(qText(100)),
  flags: v.optional(qList(COURSE_FLAGS)),
  /** Only courses Foreplay has reviewed (spec 01 search value foreplayReviewedOnly). */
  foreplay_reviewed_only: v.optional(qBool),
  sort: v.optional(
    v.pipe(
      v.string('Must be a single value'),
      v.picklist(COURSE_SORTS, `Must be one of ${COURSE_SORTS.join(', ')}`),
    ),
  ),
});

export type LocationListQuery = v.InferOutput<typeof locationListQuery>;
