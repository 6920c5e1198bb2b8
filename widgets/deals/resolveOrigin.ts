import type { ApiClient } from '../../src/core/apiClient';
import { getPosition } from '../../src/core/geolocation';
import { takeAnswer } from '../../src/core/preloads';
import { AUTOCOMPLETE_PATH, autocompleteParams } from '../../src/domain/search/autocompleteRules';
import { placeSuggestion, type DealsOrigin } from '../../src/domain/search/dealsOrigin';
import type { SearchLocation } from '../../src/domain/search/searchFilters';
import type { Origin } from './types';

/** A place name the autocomplete could not turn into a point. */
export class PlaceNotFound extends Error {
  override name = 'PlaceNotFound';
  constructor(readonly place: string) {
    super(`We couldn't find “${place}”. Try a town, city or zip code.`);
  }
}

/** A place's point: its first suggestion with one (placeSuggestion), else PlaceNotFound. */
function placeOrigin(text: string, suggestions: SearchLocation[] | undefined): Origin {
  const found = suggestions && placeSuggestion(suggestions);
  if (!found) throw new PlaceNotFound(text);
  return {
    latitude: found.latitude as number,
    longitude: found.longitude as number,
    label: found.label ?? found.name ?? text,
  };
}

/** Turns where to look into a point: coordinates as given, a place through autocomplete, else the reader's position. */
export async function resolveOrigin(
  api: ApiClient,
  source: DealsOrigin,
  signal: AbortSignal,
): Promise<Origin> {
  if (source.kind === 'coords') return { latitude: source.latitude, longitude: source.longitude };
  if (source.kind === 'position') return { ...(await getPosition()), mine: true };
  const params = autocompleteParams(source.text);
  return placeOrigin(source.text, params ? await api.get(AUTOCOMPLETE_PATH, { params, signal }) : undefined);
}

/**
 * The point when it is known without waiting: coordinates, or a place whose suggestions the
 * element's first calls already have (takeAnswer); else undefined (resolveOrigin asks).
 */
export function preloadedOrigin(api: ApiClient, source: DealsOrigin): Origin | undefined {
  if (source.kind === 'coords') return { latitude: source.latitude, longitude: source.longitude };
  if (source.kind !== 'place') return undefined;
  const params = autocompleteParams(source.text);
  const suggestions = params && takeAnswer(api, AUTOCOMPLETE_PATH, { params });
  if (!suggestions) return undefined;
  try {
    return placeOrigin(source.text, suggestions);
  } catch {
    return undefined; // resolveOrigin asks again and says the place was not found
  }
}
