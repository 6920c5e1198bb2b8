import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** One answer of a route: its description, and the schema of its body (JSON unless `mediaType`). */
export interface ResponseDescription {
  description: string;
  schema?: v.GenericSchema;
  /** The body's media type when not JSON (`text/html`, `text/css`, `image/svg+xml`…). */
  mediaType?: string;
}

export interface RouteDescription {
  method: Method;
  /** Full path with Hono parameters, e.g. `/api/v6/courses/:id`. */
  path: string;
  summary: string;
  tags: string[];
  query?: ObjectSchema;
  params?: ObjectSchema;
  body?: v.GenericSchema;
  /** The body's media type; JSON unless told (e.g. `multipart/form-data` for uploads). */
  bodyMediaType?: string;
  /**
   * Status code → description, or description and answer schema. The shared answers are added
   * by the document itself where the route can give them (see `sharedAnswers`): 401 (app key,
   * user token), 400 (malformed JSON body), 404 (unknown path id), 422 (validation).
   */
  responses: Record<number, string | ResponseDescription>;
  /** True when `X-Api-User-Token` is required. */
  auth?: boolean;
  /** True when only moderators may call it (others 403); implies `auth`. */
  moderator?: boolean;
}

const registry = new Map<string, RouteDescription>();

/** Records a route for the OpenAPI document (idempotent per method + path). */
export function describeRoute(route: RouteDescription): void {
  registry.set(`${route.method} ${route.path}`, route);
}

/** The route recorded for a method and a Hono path (`c.req.routePath`), if any. */
export function describedRoute(method: string, path: string): RouteDescription | undefined {
  return registry.get(`${method.toLowerCase()} ${path}`);
}

/** The recorded routes, for tests. */
export function describedRoutes(): RouteDescription[] {
  return [...registry.values()];
}

/** `/api/v6/courses/:id` → `/api/v6/courses/{id}` */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const PARAM = /:([A-Za-z0-9_]+)/g;
const paramNames = (path: string): string[] => [...path.matchAll(PARAM)].map((m) => m[1] ?? '');
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalize)
    .join('');

function operationIdOf(method: Method, path: string, withVersion: boolean): string {
  const segments = path.replace(/^\/api\//, '').split('/');
  const words = segments
    .filter((s) => withVersion || !/^v\d+$/.test(s))
    .map((s) => (s.startsWith(':') ? `By${capitalize(s.slice(1))}` : camelWords(s)));
  return method + words.join('');
}

/**
 * Every route's operationId, derived from its method and path (`get /api/v6/courses/:id` →
 * `getCoursesById`), so a route added anywhere gets one without writing it. Ids that would
 * collide across API versions (`/api/v4/faqs`, `/api/v6/faqs`) keep their version (`getV4Faqs`).
 */
export function operationIds(routes: readonly RouteDescription[]): Map<RouteDescription, string> {
  const base = new Map(routes.map((r) => [r, operationIdOf(r.method, r.path, false)]));
  const uses = new Map<string, number>();
  for (const id of base.values()) uses.set(id, (uses.get(id) ?? 0) + 1);
  const out = new Map<RouteDescription, string>();
  const taken = new Set<string>();
  for (const r of [...routes].sort((a, b) =>
    `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
  )) {
    let id =
      (uses.get(base.get(r) ?? '') ?? 0) > 1 ? operationIdOf(r.method, r.path, true) : (base.get(r) ?? '');
    for (let n = 2; taken.has(id); n += 1) id = `${id.replace(/\d+$/, '')}${n}`;
    taken.add(id);
    out.set(r, id);
  }
  return out;
}

/**
 * Paths that differ only by their parameters' names (`/reservations/:id` and
 * `/reservations/:token`) are one path to a router and to OpenAPI: each such group is written
 * with the names of its first path (alphabetically), and the renamed parameters say what they
 * hold. Returns route → the path template to write, and its parameters' renames.
 */
function canonicalPaths(routes: readonly RouteDescription[]) {
  const firstOfShape = new Map<string, string>();
  for (const path of routes.map((r) => r.path).sort()) {
    const shape = path.replace(PARAM, ':');
    if (!firstOfShape.has(shape)) firstOfShape.set(shape, path);
  }
  return (route: RouteDescription) => {
    const canonical = firstOfShape.get(route.path.replace(PARAM, ':')) ?? route.path;
    const from = paramNames(route.path);
    const to = paramNames(canonical);
    const renames = new Map(from.map((name, i) => [name, to[i] ?? name]));
    return { path: toOpenApiPath(canonical), renames };
  };
}

/** Where the document lists a Hono path: its template, with the names of its group's first path. */
export function documentedPath(path: string): string {
  const first = [...registry.values()]
    .map((r) => r.path)
    .sort()
    .find((p) => p.replace(PARAM, ':') === path.replace(PARAM, ':'));
  return toOpenApiPath(first ?? path);
}

function json(schema: v.GenericSchema, typeMode: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { errorMode: 'ignore', typeMode });
  void _dialect;
  return rest;
}

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);

function parameters(
  schema: ObjectSchema | undefined,
  location: 'query' | 'path',
  renames: Map<string, string> = new Map(),
) {
  if (!schema) return [];
  return Object.entries(schema.entries).map(([name, entry]) => {
    const renamed = renames.get(name) ?? name;
    return {
      name: renamed,
      in: location,
      required: location === 'path' || !OPTIONAL_TYPES.has(entry.type),
      ...(renamed !== name ? { description: `The ${name} (this path's \`{${renamed}}\` segment)` } : {}),
      schema: json(entry),
    };
  });
}

/** Path parameters a route has but does not describe (no `params` schema): text, required. */
function undescribedPathParameters(route: RouteDescription, renames: Map<string, string>) {
  const described = new Set(Object.keys(route.params?.entries ?? {}));
  return paramNames(route.path)
    .filter((name) => !described.has(name))
    .map((name) => ({
      name: renames.get(name) ?? name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
}

/** Paths answered without `X-Api-Key` (see app.ts: mounted before the key check, or public). */
const WITHOUT_APP_KEY = ['/api/openapi.json', '/api/hosted/', '/api/messaging/'];
const needsAppKey = (path: string) => !WITHOUT_APP_KEY.some((p) => path === p || path.startsWith(p));
const isJson = (mediaType: string | undefined) => (mediaType ?? 'application/json') === 'application/json';

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** The answers every route of a kind can give, written once under components.responses. */
const SHARED_RESPONSES = {
  BadRequest: 'Malformed JSON in request body',
  Unauthorized:
    'App key (X-Api-Key) missing or not a demo brand, user token (X-Api-User-Token) expired or not recognised, or sign-in required',
  NotFound: 'No item has the id or token of this path',
  ValidationFailed: 'Bad parameters: validation_errors holds a plain-words message per field',
} as const;

/** Shared answers (status → components.responses name) this route can give and does not describe itself. */
function sharedAnswers(route: RouteDescription): [number, keyof typeof SHARED_RESPONSES][] {
  const out: [number, keyof typeof SHARED_RESPONSES][] = [];
  if (route.body && isJson(route.bodyMediaType)) out.push([400, 'BadRequest']);
  if (needsAppKey(route.path) || route.auth) out.push([401, 'Unauthorized']);
  if (paramNames(route.path).length > 0) out.push([404, 'NotFound']);
  if (route.query || route.params || route.body) out.push([422, 'ValidationFailed']);
  return out.filter(([status]) => route.responses[status] === undefined);
}

function answer(status: number, given: string | ResponseDescription) {
  const { description, schema, mediaType } =
    typeof given === 'string' ? { description: given, schema: undefined, mediaType: undefined } : given;
  if (schema)
    return {
      description,
      content: { [mediaType ?? 'application/json']: { schema: json(schema, 'output') } },
    };
  if (mediaType) return { description, content: { [mediaType]: { schema: { type: 'string' } } } };
  // Every error answer of the API is `{ error, message, status_code, ... }` (HttpError).
  if (status >= 400) return { description, content: { 'application/json': { schema: ERROR_REF } } };
  return { description };
}

function operation(route: RouteDescription, operationId: string, renames: Map<string, string>) {
  const responses: Record<string, unknown> = {};
  for (const [status, given] of Object.entries(route.responses))
    responses[status] = answer(Number(status), given);
  for (const [status, name] of sharedAnswers(route)) {
    responses[status] = { $ref: `#/components/responses/${name}` };
  }
  const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  return {
    operationId,
    summary: route.summary,
    tags: route.tags,
    parameters: [
      ...parameters(route.params, 'path', renames),
      ...undescribedPathParameters(route, renames),
      ...parameters(route.query, 'query'),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { [route.bodyMediaType ?? 'application/json']: { schema: json(route.body) } },
          },
        }
      : {}),
    security: route.path.startsWith('/api/messaging/')
      ? [{ messagingToken: [] }]
      : !needsAppKey(route.path)
        ? []
        : route.auth
          ? [{ appKey: [], userToken: [] }]
          : [{ appKey: [] }],
    responses: sorted,
  };
}

const errorSchema = {
  type: 'object',
  description:
    'Every error answer: the message twice (error, message) and the status; 422 adds validation_errors, 503 maintenance, some answers a code.',
  required: ['error', 'message', 'status_code'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    status_code: { type: 'integer' },
    validation_errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    maintenance: { type: 'boolean' },
    code: { type: 'integer' },
  },
};

/** The OpenAPI 3.1 document of every described route. */
export function buildOpenApi(): Record<string, unknown> {
  const routes = [...registry.values()];
  const ids = operationIds(routes);
  const canonical = canonicalPaths(routes);
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = routes.sort((a, b) => a.path.localeCompare(b.path));
  for (const route of sorted) {
    const { path, renames } = canonical(route);
    (paths[path] ??= {})[route.method] = operation(route, ids.get(route) ?? '', renames);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'teetime sandbox marketplace API',
      version: '6.0.0',
      description:
        'Sandbox of the marketplace API the teetime widgets call. Requests take snake_case, answers are snake_case. ' +
        "Every call needs X-Api-Key: demo-<brandId>, or a key the marketplace issued to the brand's partner (unknown 401, revoked 403).",
      license: {
        name: 'Proprietary: teetime widgets sandbox, for partners building against the API',
        identifier: 'UNLICENSED',
      },
    },
    servers: [{ url: '/', description: 'The sandbox serving this document' }],
    components: {
      securitySchemes: {
        appKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        userToken: { type: 'apiKey', in: 'header', name: 'X-Api-User-Token' },
        messagingToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: { Error: errorSchema },
      responses: Object.fromEntries(
        Object.entries(SHARED_RESPONSES).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: ERROR_REF } } },
        ]),
      ),
    },
    paths,
  };
}
