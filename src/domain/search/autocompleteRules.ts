import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from './constants';
import type { LocationType, SearchLocation } from './searchFilters';

/** Autocomplete searches only when the trimmed text has at least 3 characters (spec 01 §5). */
export function shouldSearch(text: string): boolean {
  return text.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/** Params of GET v6/search/autocomplete (camelCase; the client snake_cases), or null: do not search. */
export function autocompleteParams(
  text: string,
  position?: { latitude: number; longitude: number },
): { q: string; limit: number; includeZipCodes: true; lat?: number; lon?: number } | null {
  if (!shouldSearch(text)) return null;
  const params = { q: text.trim(), limit: AUTOCOMPLETE_LIMIT, includeZipCodes: true as const };
  return position ? { ...params, lat: position.latitude, lon: position.longitude } : params;
}

/**
 * A zip code resolves to the first suggestion (for that zip code's text) that is not a zip code;
 * null when every suggestion is a zip code or there are none.
 */
export function resolveZipcode<T extends { type: string }>(suggestions: readonly T[]): T | null {
  return suggestions.find((s) => s.type !== 'Zipcode') ?? null;
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
