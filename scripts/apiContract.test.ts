/**
 * The widgets' hand-written answer types agree with the API's generated ones (npm run gen:api):
 * checked by `tsc` (npm run typecheck). A renamed, dropped or retyped field on either side fails.
 * (Here, not in src/core: core never imports widgets.)
 */
import { describe, expect, it } from 'vitest';
import type { AuthAnswer } from '../src/core/sessionFlows';
import type { Profile } from '../src/core/profile';
import type { Reservation, SavedCard } from '../widgets/account/bookingTypes';
import type { Deal, DealsPage } from '../widgets/deals/types';
import type {
  Banner as PickerBanner,
  Course as PickerCourse,
  Group,
  GroupsAnswer,
  RateType,
  Summary,
  TeeTime,
} from '../widgets/picker/types';
import type { ListBanner, ListCourse, ListDeal, LocationListAnswer } from '../widgets/search/types';
import { camelKeys, toCamelCase } from '../src/core/caseKeys';
import type {
  ApiBanner,
  ApiCourse,
  ApiCreditCard,
  ApiDealsPage,
  ApiDeal,
  ApiListCourse,
  ApiLocationList,
  ApiProfile,
  ApiRateType,
  ApiReservation,
  ApiSession,
  ApiSignedIn,
  ApiSignedUp,
  ApiTeeTime,
  ApiTeeTimeGroups,
  ApiTeeTimesSummary,
  ApiTimeSlot,
  CamelCase,
  Camelized,
} from '../src/core/api/apiTypes';
import type { Assert, Conforms } from '../src/core/api/conforms';

// Courses and lists (search widget).
export type _ListCourse = Assert<Conforms<ApiListCourse, ListCourse>>;
export type _ListDeal = Assert<Conforms<ApiDeal, ListDeal>>;
export type _ListBanner = Assert<Conforms<ApiBanner, ListBanner>>;
export type _LocationList = Assert<Conforms<ApiLocationList, LocationListAnswer>>;
// A course and its tee times (picker widget).
export type _PickerCourse = Assert<Conforms<ApiCourse, PickerCourse>>;
export type _PickerBanner = Assert<Conforms<ApiBanner, PickerBanner>>;
export type _Group = Assert<Conforms<ApiTimeSlot, Group>>;
export type _Summary = Assert<Conforms<ApiTeeTimesSummary, Summary>>;
export type _GroupsAnswer = Assert<Conforms<ApiTeeTimeGroups, GroupsAnswer>>;
export type _TeeTime = Assert<Conforms<ApiTeeTime, TeeTime>>;
export type _RateType = Assert<Conforms<ApiRateType, RateType>>;
// Reservations (account widget).
// `shared` is the list screen's own mark (a reservation of the shared list), not the API's.
export type _Reservation = Assert<Conforms<ApiReservation & { shared?: boolean }, Reservation>>;
export type _SavedCard = Assert<Conforms<ApiCreditCard, SavedCard>>;
// Deals (deals widget). `rateType` is named by the widget's type but neither sent by the API nor read.
export type _DealsPage = Assert<
  Conforms<ApiDealsPage, Omit<DealsPage, 'deals'> & { deals: Omit<Deal, 'rateType'>[] }>
>;
// Session and user (src/core).
export type _Profile = Assert<Conforms<ApiProfile, Profile>>;
export type _SignIn = Assert<Conforms<ApiSignedIn, AuthAnswer>>;
export type _SignUp = Assert<Conforms<ApiSignedUp, AuthAnswer>>;
export type _Session = Assert<Conforms<ApiSession, { apiSessionToken?: string }>>;

// The type-level camelCase is the client's: same words, same digits rule.
const KEYS = [
  'first_name',
  'for_2',
  'holes_18',
  'min_price_9_holes',
  'address_country_iso2',
  '_destroy',
  'id',
] as const;
export type _Keys = Assert<
  [CamelCase<(typeof KEYS)[number]>] extends [
    'firstName' | 'for_2' | 'holes_18' | 'minPrice_9Holes' | 'addressCountryIso2' | '_destroy' | 'id',
  ]
    ? true
    : false
>;

describe('API types', () => {
  it('camelCase keys as the client does at run time', () => {
    expect(KEYS.map(toCamelCase)).toEqual([
      'firstName',
      'for_2',
      'holes_18',
      'minPrice_9Holes',
      'addressCountryIso2',
      '_destroy',
      'id',
    ]);
    const wire = { tee_time_groups: [{ tee_off_at_local: 'x', is_riding: [true] }], for_2: true };
    const read: Camelized<typeof wire> = camelKeys(wire);
    expect(read.teeTimeGroups[0]?.teeOffAtLocal).toBe('x');
    expect(read.for_2).toBe(true);
  });
});
