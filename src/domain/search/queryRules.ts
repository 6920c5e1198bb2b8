import {
  isCourseSort,
  isCuratedCategory,
  type CourseSort,
  type CuratedCategory,
  type RateType,
} from './constants';
import { normalizeRateTypes } from './filterRules';
import type { LocationType } from './searchFilters';

/**
 * Query rules of spec 01 §5 for the search's URL query (camelCase keys, as the spec names the
 * values). Parsing reads text only; it never clamps or combines values (see filtersQuery.ts).
 */

/** Flags accepted only as the text `true`. */
export const TRUE_ONLY_FLAGS = [
  'dealsOnly',
  'hotDealsSearch',
  'nearMeSearch',
  'foreplayReviewedOnly',
  'isPrepaidOnly',
  'networkMembershipOnly',
  'isBest',
  'isVip',
  'isBestDeal',
] as const;

/** Flags accepted as the text `true` or `false` (spec §5's list). */
export const TRUE_OR_FALSE_FLAGS = [
  'cart',
  'selectedCart',
  'onlySearch',
  'isRedirectedToMembership',
  'isRecommendedDate',
] as const;

/** Values converted to numbers (anything that is not a plain decimal number is ignored). */
export const NUMBER_KEYS = [
  'players',
  'holes',
  'minPlayers',
  'maxPlayers',
  'minRadius',
  'maxRadius',
  'minPrice',
  'maxPrice',
  'minHour',
  'maxHour',
  'lat',
  'lon',
] as const;

/** Values kept as text (after their own checks). */
export const TEXT_KEYS = [
  'date',
  'timeSlot',
  'searchedCourse',
  'cityId',
  'locationType',
  'locationId',
  'locationName',
  'locationSlug',
  'locationUrl',
] as const;

export type TrueOnlyFlag = (typeof TRUE_ONLY_FLAGS)[number];
export type TrueOrFalseFlag = (typeof TRUE_OR_FALSE_FLAGS)[number];
export type NumberKey = (typeof NUMBER_KEYS)[number];
export type TextKey = (typeof TEXT_KEYS)[number];

/** What a query says, only the accepted values present. */
export type QueryValues = { [K in TrueOnlyFlag]?: true } & { [K in TrueOrFalseFlag]?: boolean } & {
  [K in NumberKey]?: number;
} & { [K in TextKey]?: string } & {
  category?: CuratedCategory;
  rateTypes?: RateType[];
  previousRateTypes?: RateType[];
  sort?: CourseSort;
};

export type QueryInput = string | URLSearchParams | Readonly<Record<string, string | undefined>>;

const LOCATION_TYPES: readonly LocationType[] = [
  'Course',
  'City',
  'State',
  'Zipcode',
  'Section',
  'Deal',
  'Current',
];
const DECIMAL = /^-?\d+(\.\d+)?$/;
const TIME_SLOT = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

function toParams(input: QueryInput): URLSearchParams {
  if (typeof input === 'string') return new URLSearchParams(input.startsWith('?') ? input.slice(1) : input);
  if (input instanceof URLSearchParams) return input;
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined) p.append(k, v);
  return p;
}

const list = (text: string) => text.split(',').map((s) => s.trim());

/**
 * Reads a URL query by spec 01 §5: flags only from the exact text `true` (or `false` for cart,
 * selectedCart, onlySearch, isRedirectedToMembership, isRecommendedDate); numbers converted (non-
 * numbers ignored); category only if curated; rate types only known ones; a date only if real;
 * a time slot only as HH:mm; a sort only if it is a course sort. A repeated key counts once (the
 * first). Unknown keys are ignored.
 */
export function parseQuery(input: QueryInput): QueryValues {
  const params = toParams(input);
  const out: QueryValues = {};
  for (const key of TRUE_ONLY_FLAGS) if (params.get(key) === 'true') out[key] = true;
  for (const key of TRUE_OR_FALSE_FLAGS) {
    const v = params.get(key);
    if (v === 'true' || v === 'false') out[key] = v === 'true';
  }
  for (const key of NUMBER_KEYS) {
    const v = params.get(key)?.trim();
    if (v !== undefined && DECIMAL.test(v)) out[key] = Number(v);
  }
  for (const key of TEXT_KEYS) {
    const v = params.get(key)?.trim();
    if (v) out[key] = v;
  }
  if (out.date !== undefined && !isIsoDate(out.date)) delete out.date;
  if (out.timeSlot !== undefined && !TIME_SLOT.test(out.timeSlot)) delete out.timeSlot;
  if (out.locationType !== undefined && !(LOCATION_TYPES as readonly string[]).includes(out.locationType)) {
    delete out.locationType;
  }
  const category = params.get('category');
  if (isCuratedCategory(category)) out.category = category;
  const sort = params.get('sort');
  if (isCourseSort(sort)) out.sort = sort;
  for (const key of ['rateTypes', 'previousRateTypes'] as const) {
    const v = params.get(key);
    if (v !== null) out[key] = normalizeRateTypes(list(v));
  }
  return out;
}
