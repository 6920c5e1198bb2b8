import type { ApiClient } from '../../src/core/apiClient';
import { getPosition } from '../../src/core/geolocation';
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

/** Turns where to look into a point: coordinates as given, a place through autocomplete, else the reader's position. */
export async function resolveOrigin(
  api: ApiClient,
  source: DealsOrigin,
  signal: AbortSignal,
): Promise<Origin> {
  if (source.kind === 'coords') return { latitude: source.latitude, longitude: source.longitude };
  if (source.kind === 'position') return { ...(await getPosition()), mine: true };
  const params = autocompleteParams(source.text);
  const found =
    params && placeSuggestion(await api.get<SearchLocation[]>(AUTOCOMPLETE_PATH, { params, signal }));
  if (!found) throw new PlaceNotFound(source.text);
  return {
    latitude: found.latitude as number,
    longitude: found.longitude as number,
    label: found.label ?? found.name ?? source.text,
  };
}
