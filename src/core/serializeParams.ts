import { snakeKeys, toSnakeCase } from './caseKeys';

function paramValue(value: unknown, skipCase: boolean): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    const items = value
      .map((item) => paramValue(item, skipCase))
      .filter((item): item is string => item !== undefined);
    return items.length ? items.join(',') : undefined;
  }
  if (value instanceof Date) return encodeURIComponent(value.toISOString());
  if (typeof value === 'object')
    return encodeURIComponent(JSON.stringify(skipCase ? value : snakeKeys(value)));
  return encodeURIComponent(String(value));
}

/**
 * Query string for the API: keys snake_cased (unless skipCase), undefined / null / empty-array
 * values dropped, arrays comma-separated (`rate_types=junior,senior`), Dates as ISO strings.
 */
export function serializeParams(params: Record<string, unknown>, skipCase = false): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const encoded = paramValue(value, skipCase);
    if (encoded === undefined) continue;
    parts.push(`${encodeURIComponent(skipCase ? key : toSnakeCase(key))}=${encoded}`);
  }
  return parts.join('&');
}
