import * as v from 'valibot';
import { qBool, qDate, qId, qInt } from '../http/queryValues';
import { RATE_TYPES } from '../services/catalogConstants';
import { teeTimeFilterEntries } from './catalogSchemas';

/** `HH:mm`, or a full local time `YYYY-MM-DDTHH:mm[:ss]` of which the time is kept. */
export const qTimeSlot = v.pipe(
  v.string('Must be a single value'),
  v.trim(),
  v.regex(/^(\d{4}-\d{2}-\d{2}T)?([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Must be a time HH:mm'),
  v.transform((s) => (s.includes('T') ? s.slice(11, 16) : s.slice(0, 5))),
);

export const teeTimeGroupsQuery = v.object({
  ...teeTimeFilterEntries,
  include_featured: v.optional(qBool),
  time_slot: v.optional(qTimeSlot),
});

/** The days of a course for a date strip: from `date` (the course's today), `days` days. */
export const courseDaysQuery = v.object({
  ...teeTimeFilterEntries,
  days: v.optional(qInt(1, 31)),
});

export const teeTimesQuery = v.object({
  course_id: v.optional(qId),
  date: v.optional(qDate),
  qty: v.optional(qInt(1, 6)),
  players: v.optional(qInt(1, 6)),
  is_riding: v.optional(qBool),
  num_holes: teeTimeFilterEntries.num_holes,
  time_slot: v.optional(qTimeSlot),
  rate_type: v.optional(
    v.pipe(
      v.string('Must be a single value'),
      v.picklist(RATE_TYPES, `Must be one of ${RATE_TYPES.join(', ')}`),
    ),
  ),
  reattempt: v.optional(qBool),
  is_prepaid_only: v.optional(qBool),
});

export const relevantQuery = v.object({
  course_id: v.optional(qId),
  date: v.optional(qDate),
  tee_time_id: v.pipe(
    v.string('Must be a single value'),
    v.trim(),
    v.nonEmpty('tee_time_id is required'),
    v.maxLength(100, 'Must be an id'),
  ),
  qty: v.optional(qInt(1, 6)),
  players: v.optional(qInt(1, 6)),
});
