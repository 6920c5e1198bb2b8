/**
 * The hand-written answer types left in src/core agree with the API's generated ones (npm run gen:api):
 * checked by `tsc` (npm run typecheck). A renamed, dropped or retyped field on either side fails.
 * (Here, not in src/core: core never imports widgets.)
 */
import { describe, expect, it } from 'vitest';
import type { AuthAnswer } from '../src/core/sessionFlows';
import type { Profile } from '../src/core/profile';
import { camelKeys, toCamelCase } from '../src/core/caseKeys';
import type {
  ApiProfile,
  ApiSession,
  ApiSignedIn,
  ApiSignedUp,
  CamelCase,
  Camelized,
} from '../src/core/api/apiTypes';
import type { Assert, Conforms } from '../src/core/api/conforms';
import type { AnswerFor, ParamsFor, PathFor } from '../src/core/api/apiPaths';

// The widgets' answer types are the contract's (aliases of src/core/api/apiPaths' `Answer`), so
// only the hand-written ones left in src/core are checked here.
// Session and user (src/core).
export type _Profile = Assert<Conforms<ApiProfile, Profile>>;
export type _SignIn = Assert<Conforms<ApiSignedIn, AuthAnswer>>;
export type _SignUp = Assert<Conforms<ApiSignedUp, AuthAnswer>>;
export type _Session = Assert<Conforms<ApiSession, { apiSessionToken?: string }>>;

// A call's path picks the document's path segment by segment; a path written out wins over a
// `{param}`, a leading slash is dropped, and an unknown path picks none.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type _ById = Assert<Equal<PathFor<'get', `v6/courses/${string}`>, 'v6/courses/{id}'>>;
export type _Deep = Assert<
  Equal<PathFor<'get', `v6/courses/${string}/scorecard`>, 'v6/courses/{id}/scorecard'>
>;
export type _Written = Assert<
  Equal<PathFor<'get', 'v6/course_reviews/courses'>, 'v6/course_reviews/courses'>
>;
export type _Slash = Assert<Equal<PathFor<'get', '/v6/users'>, 'v6/users'>>;
export type _Unknown = Assert<Equal<PathFor<'get', 'v6/nowhere'>, never>>;
// Answers and query names are camelCased as the client camelCases them at run time.
export type _Answer = Assert<Equal<AnswerFor<'get', `v6/courses/${string}`>['course']['id'], string>>;
export type _Query = Assert<
  'includeFeatured' extends keyof ParamsFor<'get', `v6/tee_time_groups/at/${string}`> ? true : false
>;

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
