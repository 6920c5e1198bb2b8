import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from './constants';
import type { LocationType, SearchLocation } from './searchFilters';

/** Autocomplete searches only when the trimmed text has at least 3 characters (spec 01 §5). */
export function shouldSearch(text: string): boolean {
  return text.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/**
 * The autocomplete the widgets call: v2, which leaves out courses without tee times unless asked
 * (spec 01 §7: autocomplete and autocomplete-v2 take includeZipCodes, limit, q, lat, lon,
 * include_without_tee_times). We ask for them: a golfer may look for any course by name.
 */
export const AUTOCOMPLETE_PATH = 'v6/search/autocomplete-v2';

export type AutocompleteParams = {
  q: string;
  limit: number;
  includeZipCodes: true;
  includeWithoutTeeTimes: true;
  lat?: number;
  lon?: number;
};

/**
 * Params of GET v6/search/autocomplete-v2 (camelCase; the client snake_cases), or null: do not
 * search. With the golfer's position, lat/lon rank the places near them first.
 */
export function autocompleteParams(
  text: string,
  position?: { latitude: number; longitude: number } | null,
): AutocompleteParams | null {
  if (!shouldSearch(text)) return null;
  const params: AutocompleteParams = {
    q: text.trim(),
    limit: AUTOCOMPLETE_LIMIT,
    includeZipCodes: true,
    includeWithoutTeeTimes: true,
  };
  return position ? { ...params, lat: position.latitude, lon: position.longitude } : params;
}

/**
 * Params of a place lookup the search makes itself (its `location` attribute, a zip code): as
 * autocompleteParams, and asked for even when the text is shorter than a golfer's typing would
 * need. The element's first calls, its first render and useGo ask with these, so one call's
 * answer serves all three.
 */
export function lookupParams(text: string): AutocompleteParams | { q: string } {
  return autocompleteParams(text) ?? { q: text };
}

/**
 * A zip code resolves to the first suggestion (for that zip code's text) that is not a zip code;
 * null when every suggestion is a zip code or there are none.
 */
export function resolveZipcode<T extends { type: string }>(suggestions: readonly T[]): T | null {
  return suggestions.find((s) => s.type !== 'Zipcode') ?? null;
}

/**
 * What the search says when a typed place matches nothing (Enter or Search with no suggestion to
 * take), with what to try instead.
 */
export function noPlaceMessage(text: string): string {
  return `We found no place called “${text.trim()}”. Try a city and state, a zip code or a course name.`;
}

/** Each suggestion type in words, for the visible tag and for screen readers. */
export const SUGGESTION_TYPE_LABELS: Record<LocationType, string> = {
  Course: 'Course',
  City: 'City',
  State: 'State',
  Zipcode: 'Zip code',
  Section: 'Section',
  Deal: 'Deal',
  Current: 'Current location',
};

/**
 * What a screen reader announces for a suggestion: its text, then its type ("Austin, TX, City").
 * The current-location entry is just "Current location".
 */
export function suggestionLabel(s: Pick<SearchLocation, 'type' | 'label' | 'name'>): string {
  const typeLabel = SUGGESTION_TYPE_LABELS[s.type];
  const text = (s.label ?? s.name ?? '').trim();
  if (s.type === 'Current' || !text) return typeLabel;
  return `${text}, ${typeLabel}`;
}

/** Suggestions capped at the autocomplete limit (10), for an answer that sent more. */
export function capSuggestions<T>(suggestions: readonly T[]): T[] {
  return suggestions.slice(0, AUTOCOMPLETE_LIMIT);
}
