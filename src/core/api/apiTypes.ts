/**
 * The sandbox API's answers as the widgets read them: the generated types (generated.ts, from
 * the OpenAPI document, snake_case as on the wire) camelCased at the type level exactly as the
 * API client camelCases them at run time (caseKeys.ts). Type-only: nothing here reaches a bundle.
 */
import type { operations } from './generated';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

type CamelRest<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Tail extends ''
    ? S
    : Tail extends `_${string}`
      ? CamelRest<`${Head}${Tail}`>
      : Tail extends `${Digit}${string}`
        ? `${Head}_${CamelRest<Tail>}`
        : `${Head}${CamelRest<Capitalize<Tail>>}`
  : S;

/**
 * `first_name` → `firstName`, `for_2` → `for_2`, `min_price_9_holes` → `minPrice_9Holes`,
 * `_destroy` → `_destroy`: the type of caseKeys' `toCamelCase`.
 */
export type CamelCase<S extends string> = S extends `_${infer Rest}` ? `_${CamelCase<Rest>}` : CamelRest<S>;

/** A value with every object key camelCased at every depth, as `camelKeys` answers it. */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
    : T;

type JsonBody<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** The camelCased JSON answer of an operation (by its operationId) for a status (200 unless told). */
export type ApiAnswer<
  Op extends keyof operations,
  Status extends keyof operations[Op]['responses'] = 200 & keyof operations[Op]['responses'],
> = Camelized<JsonBody<operations[Op]['responses'][Status]>>;

/** GET v6/courses/location_list. */
export type ApiLocationList = ApiAnswer<'getCoursesLocationList'>;
/** A course of a list: the course, its distance and availability. */
export type ApiListCourse = ApiLocationList['locationResults'][number];
export type ApiDeal = NonNullable<ApiLocationList['deals']>[number];
export type ApiBanner = ApiLocationList['banners'][number];
/** GET v6/courses/{id}: every Course field. */
export type ApiCourse = ApiAnswer<'getCoursesById'>['course'];

/** GET v6/tee_time_groups/at/{courseId}. */
export type ApiTeeTimeGroups = ApiAnswer<'getTeeTimeGroupsAtByCourseId'>;
export type ApiTimeSlot = ApiTeeTimeGroups['teeTimeGroups'][number];
export type ApiTeeTimesSummary = ApiTeeTimeGroups['summary'];
/** GET v6/tee_time_groups/at/{courseId}/rate_types. */
export type ApiRateType = ApiAnswer<'getTeeTimeGroupsAtByCourseIdRateTypes'>['rateTypes'][number];
/** GET v6/tee_times/at/{courseId}/tee_times. */
export type ApiTeeTimes = ApiAnswer<'getTeeTimesAtByCourseIdTeeTimes'>;
export type ApiTeeTime = ApiTeeTimes['teeTimes'][number];

/** GET v6/reservations/{id}. */
export type ApiReservation = ApiAnswer<'getReservationsById'>['reservation'];
/** GET v6/reservations. */
export type ApiReservations = ApiAnswer<'getReservations'>;

/** GET v6/deals/near. */
export type ApiDealsPage = ApiAnswer<'getDealsNear'>;
/** GET v6/credit_cards: a saved card. */
export type ApiCreditCard = ApiAnswer<'getCreditCards'>['creditCards'][number];

/** GET v6/users: the signed-in golfer's profile. */
export type ApiProfile = ApiAnswer<'getUsers'>['user'];
/** POST v6/users/sign-in (and sign-in with a one-time token): the profile and the user token. */
export type ApiSignedIn = ApiAnswer<'postUsersSignIn'>;
/** POST v6/users (sign-up) answers 201. */
export type ApiSignedUp = ApiAnswer<'postUsers', 201>;
/** POST v6/users/session. */
export type ApiSession = ApiAnswer<'postUsersSession'>;
