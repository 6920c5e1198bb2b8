/**
 * Response schemas of the catalog and discovery routes (courses, tee times, banners, deals,
 * places), for the OpenAPI document. Each mirrors the view its service answers; the `Assert`
 * lines make `tsc` fail when the two drift apart (responseShape.ts).
 */
import * as v from 'valibot';
import type { listBanners } from '../services/banners';
import { RATE_TYPES } from '../services/catalogConstants';
import type { CourseView } from '../services/courseView';
import type { DealView, nearDeals } from '../services/deals';
import type { cityForZip } from '../services/cityLookup';
import type { listCountries } from '../services/geography';
import type { cityView, stateView } from '../services/places';
import type { findSection } from '../services/sections';
import type { groupTimeSlots, rateTypeList, teeTimesSummary } from '../services/teeTimeGroups';
import type { TeeTimeView } from '../services/teeTimeView';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const nullableText = v.nullable(v.string());
const num = v.number();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();
/** A local date, YYYY-MM-DD (on the course's wall clock). */
const date = v.pipe(v.string(), v.description('YYYY-MM-DD'));
/** A local tee-off time, YYYY-MM-DDTHH:mm:ss on the course's wall clock. */
const localTime = v.pipe(v.string(), v.description('YYYY-MM-DDTHH:mm:ss, local to the course'));
const rateType = v.picklist(RATE_TYPES);

export const courseResponse = v.pipe(
  v.object({
    id: text,
    type: v.literal('Course'),
    slug: text,
    name: text,
    full_name: text,
    url: text,
    course_url: text,
    hierarchized_url: text,
    course_reviews_url: text,
    formatted_address: text,
    address_city: text,
    address_state: text,
    address_zipcode: text,
    address_country: text,
    city_id: text,
    state_id: text,
    photos: v.array(v.object({ photo_medium_url: text, photo_url: text })),
    has_real_photo: bool,
    description: text,
    phone: text,
    num_holes: int,
    par_score: int,
    slope: num,
    rating: v.pipe(
      v.nullable(v.object({ value: num, value_rounded: num, reviews_count: int })),
      v.description("The public reviews' mean (as the Reviews tab's course_rating), null without reviews"),
    ),
    score: num,
    booking_count: int,
    min_regular_rate: num,
    partner_tier: nullableText,
    booking_site_url: nullableText,
    is_favorite: bool,
    has_network_membership: bool,
    has_eventual_insurance: bool,
    has_foreplay_reviews_image_url: v.pipe(
      v.nullable(v.string()),
      v.description('URL of the Foreplay reviews image; null when Foreplay has not reviewed the course'),
    ),
    has_tee_times: bool,
    latitude: num,
    longitude: num,
    time_zone: v.pipe(
      v.string(),
      v.description('IANA zone: the course dates and tee-off times are on its wall clock'),
    ),
    is_best: bool,
    is_vip: bool,
    categories: v.array(text),
  }),
  v.title('Course'),
);
export type _CourseShape = Assert<SameShape<v.InferOutput<typeof courseResponse>, CourseView>>;

export const bannerResponse = v.pipe(
  v.object({
    id: text,
    type: v.literal('Banner'),
    context: text,
    course_id: nullableText,
    title: text,
    body: text,
    image_url: text,
    link_url: text,
    cta: text,
    position: int,
  }),
  v.title('Banner'),
);
export type _BannerShape = Assert<
  SameShape<v.InferOutput<typeof bannerResponse>, ReturnType<typeof listBanners>[number]>
>;

export const dealResponse = v.pipe(
  v.object({
    id: text,
    type: v.literal('Deal'),
    slug: text,
    title: text,
    description: text,
    course_id: text,
    course_name: text,
    course_hierarchized_url: text,
    address_city: text,
    address_state: text,
    discount_percent: num,
    price: num,
    regular_price: num,
    starts_on: date,
    ends_on: date,
    image_url: text,
    hierarchized_url: text,
    latitude: num,
    longitude: num,
    distance: v.nullable(num),
  }),
  v.title('Deal'),
);
export type _DealShape = Assert<SameShape<v.InferOutput<typeof dealResponse>, DealView>>;

export const cityResponse = v.object({
  id: text,
  type: v.literal('City'),
  name: text,
  slug: text,
  label: text,
  state_id: text,
  state_code: text,
  state_name: text,
  country_id: text,
  latitude: num,
  longitude: num,
  hierarchized_url: text,
});
export type _CityShape = Assert<SameShape<v.InferOutput<typeof cityResponse>, ReturnType<typeof cityView>>>;

export const stateResponse = v.object({
  id: text,
  type: v.literal('State'),
  code: text,
  name: text,
  slug: text,
  label: text,
  country_id: text,
  latitude: num,
  longitude: num,
  hierarchized_url: text,
});
export type _StateShape = Assert<
  SameShape<v.InferOutput<typeof stateResponse>, ReturnType<typeof stateView>>
>;

export const sectionResponse = v.object({
  id: text,
  type: v.literal('Section'),
  slug: text,
  title: text,
  name: text,
  description: text,
  image_url: text,
  course_count: int,
  hierarchized_url: text,
});
export type _SectionShape = Assert<
  SameShape<v.InferOutput<typeof sectionResponse>, NonNullable<ReturnType<typeof findSection>>>
>;

/** A course of a list: the course, its distance and its tee times on the date asked. */
export const listCourseResponse = v.object({
  ...courseResponse.pipe[0].entries,
  distance: v.nullable(num),
  availability: v.object({ for_date: bool, date: v.optional(date) }),
  min_rate: v.optional(v.nullable(num)),
  tee_times_count: v.optional(int),
  next_available_times: v.optional(v.array(localTime)),
});

/** GET courses/location_list (by coordinates, city, state or section). */
export const locationListResponse = v.object({
  location_results: v.array(listCourseResponse),
  total: int,
  page: int,
  per_page: int,
  total_pages: int,
  banners: v.array(bannerResponse),
  deals: v.optional(v.array(dealResponse)),
  content: v.optional(v.object({ title: text, description: text })),
  city: v.optional(cityResponse),
  state: v.optional(stateResponse),
  course_section: v.optional(sectionResponse),
  courses_without_tee_times: v.optional(v.array(listCourseResponse)),
});

/** GET courses/{id}. */
export const courseDetailResponse = v.object({ course: courseResponse, banners: v.array(bannerResponse) });

export const teeTimeResponse = v.pipe(
  v.object({
    id: text,
    tee_time_id: text,
    course_id: text,
    date,
    tee_off_at_local: localTime,
    time_slot: v.pipe(v.string(), v.description('HH:mm')),
    rate_type: rateType,
    rate_type_name: text,
    price: num,
    players: int,
    max_players: int,
    is_sold_out: bool,
    player_not_available: bool,
    prepayment_rule_id: nullableText,
    is_refundable: bool,
    is_prepaid: bool,
    provider: v.object({ name: text, code: text, logo_svg: text }),
    source_provider: v.object({ name: text, code: text }),
    instant_booking: bool,
    allow_booking_redirect: bool,
    reservation_url: nullableText,
    is_riding: bool,
    num_holes: int,
    is_hot_deal: bool,
  }),
  v.title('TeeTime'),
);
export type _TeeTimeShape = Assert<SameShape<v.InferOutput<typeof teeTimeResponse>, TeeTimeView>>;

export const teeTimesSummaryResponse = v.object({
  course_id: text,
  date,
  tee_times_count: int,
  min_rate: v.nullable(num),
  max_rate: v.nullable(num),
  has_hot_deals: bool,
  has_prepaid: bool,
  prepayment_disclaimer: nullableText,
  rate_types: v.array(rateType),
});
export type _SummaryShape = Assert<
  SameShape<v.InferOutput<typeof teeTimesSummaryResponse>, ReturnType<typeof teeTimesSummary>>
>;

export const timeSlotResponse = v.object({
  type: v.literal('tee_time'),
  tee_off_at_local: localTime,
  time_slot: text,
  starting_rate: v.pipe(num, v.description('The lead price per player: the lowest anyone can book')),
  starting_rate_eligibility: v.pipe(
    nullableText,
    v.description('Who may book starting_rate when only restricted rates are offered (else null)'),
  ),
  restricted_rate: v.nullable(
    v.pipe(
      v.object({ rate_type: rateType, name: text, price: num, eligibility: text }),
      v.description(
        'The cheapest restricted rate (senior, junior…) below starting_rate, with who may book it',
      ),
    ),
  ),
  hot_deals: bool,
  hot_deals_count: int,
  rate_types: v.array(rateType),
  players_available: int,
  num_holes: v.array(int),
  is_riding: v.array(bool),
  is_prepaid: bool,
  tee_times_count: int,
});
export type _TimeSlotShape = Assert<
  SameShape<v.InferOutput<typeof timeSlotResponse>, ReturnType<typeof groupTimeSlots>[number]>
>;

export const rateTypeResponse = v.object({
  rate_type: rateType,
  name: text,
  eligibility: v.pipe(
    nullableText,
    v.description('Who may book the rate ("Seniors only"); null when anyone can'),
  ),
  min_price: num,
  max_price: num,
  tee_times_count: int,
  is_hot_deal: bool,
  is_prepaid: bool,
  walking: bool,
  riding: bool,
  players_available: int,
});
export type _RateTypeShape = Assert<
  SameShape<v.InferOutput<typeof rateTypeResponse>, ReturnType<typeof rateTypeList>[number]>
>;

const flowToken = v.pipe(v.string(), v.description('Flow token for the next booking step'));

/** GET tee_time_groups/at/{courseId}. */
export const teeTimeGroupsResponse = v.object({
  summary: teeTimesSummaryResponse,
  tee_time_groups: v.array(timeSlotResponse),
  featured_tee_times: v.array(teeTimeResponse),
  banners: v.array(bannerResponse),
  auth_token: flowToken,
});

/** GET tee_time_groups/at/{courseId}/days. */
export const courseDaysResponse = v.object({
  today: date,
  last_date: v.pipe(v.string(), v.description('The last bookable date (the booking horizon), YYYY-MM-DD')),
  days: v.array(v.object({ date, tee_times_count: int, min_rate: v.nullable(num) })),
});

/** GET tee_time_groups/at/{courseId}/rate_types. */
export const rateTypesResponse = v.object({
  rate_types: v.array(rateTypeResponse),
  summary: teeTimesSummaryResponse,
  auth_token: flowToken,
});

/** GET tee_times/at/{courseId}/tee_times. */
export const teeTimesResponse = v.object({
  tee_times: v.array(teeTimeResponse),
  summary: teeTimesSummaryResponse,
  auth_token: flowToken,
  failure_steps: v.nullable(v.object({ retry_tee_time: bool, reason: v.literal('no_availability') })),
  booking_fee_per_player: v.pipe(
    num,
    v.description('The booking fee checkout adds per player, so an offer can say its fees before checkout'),
  ),
});

/** GET tee_times/at/{courseId}/relevant. */
export const relevantTeeTimesResponse = v.object({
  selected_tee_time: v.nullable(teeTimeResponse),
  other_tee_times: v.array(teeTimeResponse),
  summary: teeTimesSummaryResponse,
  auth_token: flowToken,
});

/** GET deals/near. */
export const nearDealsResponse = v.object({
  deals: v.array(dealResponse),
  total: int,
  page: int,
  has_more: bool,
});
export type _NearDealsShape = Assert<
  SameShape<v.InferOutput<typeof nearDealsResponse>, ReturnType<typeof nearDeals>>
>;

/** GET deals/{id}. */
export const oneDealResponse = v.object({ deal: dealResponse });

/** GET countries, countries/explore_enabled. */
export const countriesResponse = v.object({
  countries: v.array(
    v.object({ id: text, iso2: text, name: text, explore_enabled: bool, hierarchized_url: text }),
  ),
});
export type _CountriesShape = Assert<
  SameShape<
    v.InferOutput<typeof countriesResponse>['countries'][number],
    ReturnType<typeof listCountries>[number]
  >
>;

/** GET status/site. */
export const siteStatusResponse = v.object({
  network_membership_enabled: bool,
  maintenance: bool,
  brand_id: v.pipe(
    text,
    v.description("The brand of the app key (demo-<brandId> or a partner's issued key)"),
  ),
});

/** GET / POST status/maintenance. */
export const maintenanceResponse = v.object({ maintenance: bool });

/** GET banners. */
export const bannersResponse = v.object({ banners: v.array(bannerResponse) });

const zipcode = v.object({ zip: text, latitude: num, longitude: num });
export type _ZipcodeShape = Assert<
  SameShape<v.InferOutput<typeof zipcode>, NonNullable<ReturnType<typeof cityForZip>>['zipcode']>
>;

/** GET cities/find (found by zip code, the answer also places the zip code). */
export const foundCityResponse = v.object({ city: cityResponse, zipcode: v.optional(zipcode) });

/** GET cities/for_coordinates: the nearest city and how far it is (miles). */
export const nearestCityResponse = v.object({ city: cityResponse, distance: num });

/** GET cities/zipcode/{zipcode}. */
export const zipcodeCityResponse = v.object({ city: cityResponse, zipcode });
