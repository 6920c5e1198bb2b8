/**
 * Response schemas of location search and the explore tree. Each mirrors the value its service
 * answers; the `Assert` lines make `tsc` fail when the two drift apart (responseShape.ts).
 */
import * as v from 'valibot';
import type { LocationSuggestion } from '../services/autocomplete';
import type { exploreTree } from '../services/geography';
import { cityResponse, countriesResponse, stateResponse } from './catalogResponses';
import { statesResponse } from './discoveryResponses';
import type { Assert, SameShape } from './responseShape';

const num = v.number();
const int = v.pipe(v.number(), v.integer());

/** A place matching typed text. */
export const locationSuggestionResponse = v.pipe(
  v.object({
    id: v.string(),
    label: v.pipe(v.string(), v.description('What the list shows, e.g. "Denver, CO"')),
    name: v.string(),
    slug: v.string(),
    symbol: v.pipe(v.string(), v.description('Icon name: city, state, golf, pin, star or tag')),
    type: v.picklist(['Course', 'City', 'State', 'Zipcode', 'Section', 'Deal']),
    hierarchized_url: v.string(),
    latitude: num,
    longitude: num,
    distance: v.pipe(v.nullable(num), v.description('Miles from lat/lon when given')),
  }),
  v.title('LocationSuggestion'),
);
export type _LocationSuggestionShape = Assert<
  SameShape<v.InferOutput<typeof locationSuggestionResponse>, LocationSuggestion>
>;

/** GET search/autocomplete, search/autocomplete-v2: best first; empty under 3 characters. */
export const autocompleteResponse = v.array(locationSuggestionResponse);

const country = countriesResponse.entries.countries.item;
const stateWithCount = statesResponse.entries.states.item;
const cityWithCount = v.object({ ...cityResponse.entries, course_count: int });

const exploreRoot = v.pipe(
  v.object({
    countries: v.array(
      v.object({
        ...country.entries,
        states: v.pipe(v.array(stateWithCount), v.description('The states that have courses')),
      }),
    ),
  }),
  v.title('ExploreCountries'),
);
const exploreCountry = v.pipe(statesResponse, v.title('ExploreCountry'));
const exploreState = v.pipe(
  v.object({ country, state: stateResponse, cities: v.array(cityWithCount) }),
  v.title('ExploreState'),
);
const exploreCity = v.pipe(v.object({ country, city: cityWithCount }), v.title('ExploreCity'));

/** GET explore: the countries, a country's states, a state's cities, or a city. */
export const exploreResponse = v.union([exploreRoot, exploreCountry, exploreState, exploreCity]);

type Tree = ReturnType<typeof exploreTree>;
/** One answer of the tree, without the `?: undefined` fields TypeScript adds to the others'. */
type Of<K extends string> = {
  [
    F in keyof Extract<Tree, Record<K, object>> as [Extract<Tree, Record<K, object>>[F]] extends [undefined]
      ? never
      : F
  ]: Extract<Tree, Record<K, object>>[F];
};
export type _ExploreRootShape = Assert<SameShape<v.InferOutput<typeof exploreRoot>, Of<'countries'>>>;
export type _ExploreCountryShape = Assert<SameShape<v.InferOutput<typeof exploreCountry>, Of<'states'>>>;
export type _ExploreStateShape = Assert<SameShape<v.InferOutput<typeof exploreState>, Of<'cities'>>>;
export type _ExploreCityShape = Assert<SameShape<v.InferOutput<typeof exploreCity>, Of<'city'>>>;
