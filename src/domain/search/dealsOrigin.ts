import { resolveZipcode } from './autocompleteRules';
import { PLAYERS_MAX, PLAYERS_MIN } from './constants';

/** Where `<teetime-deals>` looks for deals. */
export type DealsOrigin =
  | { kind: 'coords'; latitude: number; longitude: number }
  | { kind: 'place'; text: string }
  | { kind: 'position' };

const isLatitude = (n: unknown): n is number => typeof n === 'number' && Math.abs(n) <= 90;
const isLongitude = (n: unknown): n is number => typeof n === 'number' && Math.abs(n) <= 180;

/**
 * First match wins: a place the reader typed, the `latitude`/`longitude` attributes (both, in
 * range), the `location` attribute (a place name), else the reader's own position.
 */
export function dealsOrigin(input: {
  typed?: string | null;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}): DealsOrigin {
  const typed = input.typed?.trim();
  if (typed) return { kind: 'place', text: typed };
  if (isLatitude(input.latitude) && isLongitude(input.longitude))
    return { kind: 'coords', latitude: input.latitude, longitude: input.longitude };
  const location = input.location?.trim();
  if (location) return { kind: 'place', text: location };
  return { kind: 'position' };
}

/**
 * The autocomplete suggestion a place name resolves to: the first that is not a zip code (a zip
 * code resolves as the search resolves it) among those with coordinates (a section has none); else null.
 */
export function placeSuggestion<
  T extends { type: string; latitude?: number | null; longitude?: number | null },
>(suggestions: readonly T[]): T | null {
  return resolveZipcode(suggestions.filter((s) => isLatitude(s.latitude) && isLongitude(s.longitude)));
}

/** The `players` attribute when it is a whole 1–6, else undefined (the picker's own default). */
export function dealsPlayers(players?: number | null): number | undefined {
  return Number.isInteger(players) && players! >= PLAYERS_MIN && players! <= PLAYERS_MAX
    ? (players as number)
    : undefined;
}
