import {
  NUMBER_KEYS,
  TEXT_KEYS,
  TRUE_ONLY_FLAGS,
  TRUE_OR_FALSE_FLAGS,
} from '../../src/domain/search/queryRules';

const OWN = new Set<string>([
  ...TRUE_ONLY_FLAGS,
  ...TRUE_OR_FALSE_FLAGS,
  ...NUMBER_KEYS,
  ...TEXT_KEYS,
  'category',
  'rateTypes',
  'previousRateTypes',
  'sort',
]);

/** The page URL with our query values replaced by `query` (the host's own parameters are kept). */
export function replaceSearchQuery(query: string): void {
  const params = new URLSearchParams(window.location.search);
  for (const k of [...params.keys()]) if (OWN.has(k)) params.delete(k);
  for (const [k, v] of new URLSearchParams(query)) params.append(k, v);
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
  );
}
