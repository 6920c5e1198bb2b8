import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

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
  /** Status code → description (and optional answer schema). */
  responses: Record<number, string | { description: string; schema?: v.GenericSchema }>;
  /** True when `X-Api-User-Token` is required. */
  auth?: boolean;
}

const registry = new Map<string, RouteDescription>();

/** Records a route for the OpenAPI document (idempotent per method + path). */
export function describeRoute(route: RouteDescription): void {
  registry.set(`${route.method} ${route.path}`, route);
}

/** The recorded routes, for tests. */
export function describedRoutes(): RouteDescription[] {
  return [...registry.values()];
}

/** `/api/v6/courses/:id` → `/api/v6/courses/{id}` */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function json(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' });
  void _dialect;
  return rest;
}

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);

function parameters(schema: ObjectSchema | undefined, location: 'query' | 'path') {
  if (!schema) return [];
  return Object.entries(schema.entries).map(([name, entry]) => ({
    name,
    in: location,
    required: location === 'path' || !OPTIONAL_TYPES.has(entry.type),
    schema: json(entry),
  }));
}

function operation(route: RouteDescription) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    const description = typeof answer === 'string' ? answer : answer.description;
    const schema = typeof answer === 'string' ? undefined : answer.schema;
    responses[status] = schema
      ? { description, content: { 'application/json': { schema: json(schema) } } }
      : { description };
  }
  return {
    summary: route.summary,
    tags: route.tags,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { [route.bodyMediaType ?? 'application/json']: { schema: json(route.body) } },
          },
        }
      : {}),
    security: route.auth ? [{ appKey: [], userToken: [] }] : [{ appKey: [] }],
    responses,
  };
}

/** The OpenAPI 3.1 document of every described route. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...registry.values()].sort((a, b) => a.path.localeCompare(b.path));
  for (const route of sorted) {
    (paths[toOpenApiPath(route.path)] ??= {})[route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'teetime sandbox marketplace API',
      version: '6.0.0',
      description:
        'Sandbox of the marketplace API the teetime widgets call. Requests take snake_case, answers are snake_case. ' +
        'Every call needs X-Api-Key: demo-<brandId>.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        appKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        userToken: { type: 'apiKey', in: 'header', name: 'X-Api-User-Token' },
      },
    },
    paths,
  };
}
