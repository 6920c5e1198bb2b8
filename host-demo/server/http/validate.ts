import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { AppEnv } from './appEnv';
import { requireUser } from './auth';
import { HttpError } from './HttpError';
import { describedRoute } from './openapi';
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
 * Who is calling, before anything they sent is read: a route described with `auth` answers 401
 * to an anonymous caller (and one with `moderator` 403 to anyone else) whatever its input, so a
 * stranger learns nothing of a route's fields from its 422s.
 */
export function checkCaller(c: Context<AppEnv>): void {
  const route = describedRoute(c.req.method, c.req.routePath);
  if (!route?.auth && !route?.moderator) return;
  const user = requireUser(c);
  if (route.moderator && !user.isModerator) throw new HttpError(403, 'Only moderators can do this');
}

/**
 * Hono middleware validating one part of the request with a valibot schema, after the caller is
 * checked (checkCaller). Failure: 422 with `validation_errors` per field; unparsable JSON: 400.
 * Handlers read the parsed output with `c.req.valid(target)`.
 */
export function validate<T extends ValidationTarget, S extends v.GenericSchema>(target: T, schema: S) {
  const check = validator(target, (value): v.InferOutput<S> => {
    const input = target === 'query' ? normalizeQuery(value as Record<string, string | string[]>) : value;
    return parseOr422(schema, input);
  });
  const checked: typeof check = async (c, next) => {
    checkCaller(c as unknown as Context<AppEnv>);
    return check(c, next);
  };
  return checked;
}

/** Freezes a parsed query and what it holds (lists), so a shared one cannot be changed by a handler. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * `validate('query', schema)` that remembers the last `maxEntries` parsed queries by their raw
 * text (the part of the URL after `?`): a query's parse depends on nothing else, so a list
 * asked for again skips the parse. Only accepted queries are remembered (a refused one is
 * parsed, and refused, every time); the parsed query is frozen, as every request with that text
 * shares it.
 */
export function rememberedQuery<S extends v.GenericSchema>(schema: S, maxEntries = 500) {
  const check = validate('query', schema);
  const parsed = new Map<string, v.InferOutput<S>>();
  const remembered: typeof check = async (c, next) => {
    const url = c.req.url;
    const at = url.indexOf('?');
    const raw = at < 0 ? '' : url.slice(at + 1);
    const hit = parsed.get(raw);
    if (hit !== undefined) {
      checkCaller(c as unknown as Context<AppEnv>);
      c.req.addValidatedData('query', hit as object);
      return next();
    }
    return check(c, () => {
      if (parsed.size >= maxEntries) parsed.delete(parsed.keys().next().value as string);
      parsed.set(raw, deepFreeze(c.req.valid('query' as never) as v.InferOutput<S>));
      return next();
    });
  };
  return remembered;
}
