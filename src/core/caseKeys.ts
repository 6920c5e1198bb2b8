/**
 * Key-case conversion between the API (snake_case) and our code (camelCase).
 * Only object keys change; values (Dates, Blobs, Files, FormData…) are left alone.
 *
 * A word made of digits keeps its underscore on both sides: `for_2`, `holes_18` and
 * `min_price_9_holes` read as `for_2`, `holes_18` and `minPrice_9Holes`, and go back out
 * unchanged. Dropping it (`for2`) could not be undone: the API also has keys whose digits
 * belong to the word before them (`address1`, `address_country_iso2`).
 */

/** `firstName` → `first_name`, `addressCountryIso2` → `address_country_iso2`, `XMLHttp` → `xml_http`. */
export function toSnakeCase(str: string): string {
  return str
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/**
 * `first_name` → `firstName`, `for_2` → `for_2` (an underscore before digits stays, so the
 * key round-trips). Leading underscores (`_destroy`) are kept, and keys without underscores
 * (`isoDate`, `2024-05-01`) are returned unchanged.
 */
export function toCamelCase(str: string): string {
  const lead = /^_*/.exec(str)?.[0] ?? '';
  const rest = str.slice(lead.length);
  if (!rest.includes('_')) return str;
  return lead + rest.replace(/_+([a-zA-Z])/g, (_m, c: string) => c.toUpperCase());
}

/** True for `{}` literals and `Object.create(null)`, false for Dates, Blobs, FormData, class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    out[convert(key)] = convertKeys(value[key], convert);
  }
  return out;
}

/**
 * `convert`, each key converted once: an answer's keys are a small vocabulary repeated in every
 * row (a list of 20 courses converts the same ~40 keys 20 times). Keys that are data (dates as
 * keys) stop being kept after the first 2,000.
 */
function memoized(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let out = known.get(key);
    if (out === undefined) {
      out = convert(key);
      if (known.size < 2000) known.set(key, out);
    }
    return out;
  };
}
const snakeOnce = memoized(toSnakeCase);
const camelOnce = memoized(toCamelCase);

/** Deep copy of `value` with every plain-object key in snake_case. */
export function snakeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeOnce) as T;
}

/** Deep copy of `value` with every plain-object key in camelCase. */
export function camelKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, camelOnce) as T;
}
