import { validator } from 'hono/validator';
import * as v from 'valibot';
import { HttpError } from './HttpError';
import { plainIssueMessage, summaryMessage } from './plainMessages';

export type ValidationTarget = 'query' | 'json' | 'param';

/**
 * Per-field messages from valibot issues, keyed by dot path (`body` for the whole value), in
 * plain words (http/plainMessages.ts), never the validator's own texts.
 */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    const message = plainIssueMessage(issue);
    if (!out[key]?.includes(message)) (out[key] ??= []).push(message);
  }
  return out;
}

/** `a[]=1&a[]=2` arrives under the key `a[]`; fold it into `a`. */
function normalizeQuery(value: Record<string, string | string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const prev = out[name];
      const list = Array.isArray(raw) ? raw : [raw];
      out[name] = prev === undefined ? list : [...(Array.isArray(prev) ? prev : [prev]), ...list];
    } else {
      out[key] = raw;
    }
  }
  return out;
}

/** Parses a value with a schema or throws the API's 422 with `validation_errors`. */
export function parseOr422<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const fieldErrors = issuesToFieldErrors(result.issues);
    throw new HttpError(422, summaryMessage(fieldErrors), { validation_errors: fieldErrors });
  }
  return result.output;
}

/**
 * Hono middleware validating one part of the request with a valibot schema.
 * Failure: 422 with `validation_errors` per field; unparsable JSON: 400.
 * Handlers read the parsed output with `c.req.valid(target)`.
 */
export function validate<T extends ValidationTarget, S extends v.GenericSchema>(target: T, schema: S) {
  return validator(target, (value): v.InferOutput<S> => {
    const input = target === 'query' ? normalizeQuery(value as Record<string, string | string[]>) : value;
    return parseOr422(schema, input);
  });
}
