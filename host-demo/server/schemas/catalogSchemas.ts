import * as v from 'valibot';
import { qBool, qDate, qInt, qList, qNumber, qText } from '../http/queryValues';
import { RATE_TYPES, type RateType } from '../services/catalogConstants';
import type { TeeTimeFilters } from '../services/teeTimeFilters';

/** Query entries of the tee-time filters (spec 01 §7). */
export const teeTimeFilterEntries = {
  date: v.optional(qDate),
  qty: v.optional(qInt(1, 6)),
  players: v.optional(qInt(1, 6)),
  min_hour: v.optional(qInt(0, 24)),
  max_hour: v.optional(qInt(0, 24)),
  min_price: v.optional(qNumber(0, 100000)),
  max_price: v.optional(qNumber(0, 100000)),
  is_riding: v.optional(qBool),
  num_holes: v.optional(
    v.pipe(
      v.string('Must be a single value'),
      v.picklist(['9', '18'], 'Must be 9 or 18'),
      v.transform(Number),
    ),
  ),
  rate_types: v.optional(qList(RATE_TYPES)),
  is_prepaid_only: v.optional(qBool),
  network_membership_only: v.optional(qBool),
};

export interface FilterQuery {
  date?: string | undefined;
  qty?: number | undefined;
  players?: number | undefined;
  min_hour?: number | undefined;
  max_hour?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  is_riding?: boolean | undefined;
  num_holes?: number | undefined;
  rate_types?: RateType[] | undefined;
  is_prepaid_only?: boolean | undefined;
  network_membership_only?: boolean | undefined;
}

/** Filters from a parsed query; the date defaults to today. */
export function toFilters(q: FilterQuery, today: string): TeeTimeFilters {
  return {
    date: q.date ?? today,
    qty: q.qty ?? q.players,
    minHour: q.min_hour,
    maxHour: q.max_hour,
    minPrice: q.min_price,
    maxPrice: q.max_price,
    isRiding: q.is_riding,
    numHoles: q.num_holes,
    rateTypes: q.rate_types,
    isPrepaidOnly: q.is_prepaid_only,
    networkMembershipOnly: q.network_membership_only,
  };
}

export const coordinateEntries = {
  lat: v.optional(qNumber(-90, 90)),
  lon: v.optional(qNumber(-180, 180)),
};

export const pageEntry = { page: v.optional(qInt(1, 10000)) };

/** Path ids: any text (an unknown id answers 404), bounded. */
const pathId = v.pipe(v.string(), v.maxLength(100, 'Must be an id'));
export const courseIdParam = v.object({ id: pathId });
export const courseIdAtParam = v.object({ courseId: pathId });

export const freeText = qText;
