import { describe, expect, it } from 'vitest';
import { lintOpenApi } from '../../../scripts/lintApi';
import { makeTestApp } from '../testing/makeApp';
import { buildOpenApi, describeRoute, describedRoutes, documentedPath, operationIds } from './openapi';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, op })),
  );

/** The calls the widgets make (src/core, widgets/*) that must answer a described body. */
const WIDGET_CALLS = [
  'get /api/v6/courses/location_list',
  'get /api/v6/courses/{id}',
  'get /api/v6/tee_time_groups/at/{courseId}',
  'get /api/v6/tee_time_groups/at/{courseId}/rate_types',
  'get /api/v6/tee_times/at/{courseId}/tee_times',
  'get /api/v6/tee_times/at/{courseId}/relevant',
  'get /api/v6/reservations',
  'get /api/v6/reservations/{id}',
  'put /api/v6/reservations/{id}',
  'post /api/v6/reservations/cancel/{id}',
  'get /api/v6/users',
  'post /api/v6/users',
  'patch /api/v6/users',
  'post /api/v6/users/sign-in',
  'post /api/v6/users/sign-in/socially',
  'post /api/v6/users/sign-in-with-one-time-token',
  'post /api/v6/users/session',
  'post /api/v6/users/sign-out',
  'get /api/v6/credit_cards',
  'post /api/v6/credit_cards',
  'patch /api/v6/credit_cards/{id}',
  'post /api/v6/credit_cards/from_token',
  'get /api/v6/deals/near',
  'get /api/v6/deals/{id}',
  'get /api/v6/countries',
  'get /api/v6/status/site',
  'get /api/v6/marketing/iterable/jwt_tokens',
  'post /api/v6/users/password-reset',
  'get /api/v6/users/settings',
  'put /api/v6/users/settings',
  'get /api/v6/favorite_courses',
  'post /api/v6/favorite_courses',
  'get /api/v6/favorite_cities',
];

describe('OpenAPI document', () => {
  it('is served without an app key and lists every mounted API route', async () => {
    const { app, request } = makeTestApp();
    const res = await request('/api/openapi.json', { apiKey: null });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const mounted = app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'));
    expect(mounted.length).toBeGreaterThan(3);
    const missing = mounted.filter((r) => !doc.paths[documentedPath(r.path)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('documents a body schema generated from the validating schema', async () => {
    const { request } = makeTestApp();
    const doc = await (await request('/api/openapi.json')).json();
    const op = doc.paths['/api/v6/status/maintenance'].post;
    expect(op.requestBody.content['application/json'].schema.properties.enabled.type).toBe('boolean');
  });

  it('gives every operation a unique operationId and an answer schema for 200/201 on the widgets’ calls', () => {
    makeTestApp();
    const doc = buildOpenApi() as Doc;
    const ops = operations(doc);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v6/courses/{id}']?.get?.operationId).toBe('getCoursesById');
    const withoutSchema = WIDGET_CALLS.filter((key) => {
      const op = ops.find((o) => o.key === key)?.op;
      const ok = op?.responses['200'] ?? op?.responses['201'];
      return !ok?.content?.['application/json']?.schema;
    });
    expect(withoutSchema).toEqual([]);
  });

  it('describes every success answer by schema (or by media type for a page, style or script): no prose', () => {
    makeTestApp();
    const prose = describedRoutes().flatMap((route) =>
      Object.entries(route.responses)
        .filter(([status, answer]) => {
          if (Number(status) >= 400) return false;
          return typeof answer === 'string' || (!answer.schema && !answer.mediaType);
        })
        .map(([status]) => `${status} ${route.method} ${route.path}`),
    );
    expect(prose).toEqual([]);
  });

  it('writes paths that differ only by parameter names once (reservations/{id} and {token})', () => {
    makeTestApp();
    const doc = buildOpenApi() as Doc;
    expect(doc.paths['/api/v6/reservations/{token}']).toBeUndefined();
    const pay = doc.paths['/api/v6/reservations/{id}']?.post;
    expect(pay?.operationId).toBe('postReservationsByToken');
    expect(pay?.parameters.find((p) => p.in === 'path')?.name).toBe('id');
  });

  it('adds the shared 4xx answers and an operationId to a route that describes neither', () => {
    makeTestApp();
    describeRoute({
      method: 'post',
      path: '/api/v6/new_things/:thingId/actions',
      summary: 'A route added later',
      tags: ['test'],
      body: undefined,
      responses: { 200: 'done' },
    });
    const op = (buildOpenApi() as Doc).paths['/api/v6/new_things/{thingId}/actions']?.post;
    expect(op?.operationId).toBe('postNewThingsByThingIdActions');
    expect(Object.keys(op?.responses ?? {})).toEqual(['200', '401', '404']);
    expect(op?.responses['401']?.$ref).toBe('#/components/responses/Unauthorized');
  });

  it('keeps the version in operationIds that would collide across versions', () => {
    const routes = [
      { method: 'get' as const, path: '/api/v4/faqs', summary: '', tags: [], responses: {} },
      { method: 'get' as const, path: '/api/v6/faqs', summary: '', tags: [], responses: {} },
    ];
    expect([...operationIds(routes).values()]).toEqual(['getV4Faqs', 'getV6Faqs']);
  });

  it('passes redocly lint with the recommended rules: 0 errors, 0 warnings', () => {
    const result = lintOpenApi();
    expect(result.problems).toEqual([]);
    expect({ errors: result.errors, warnings: result.warnings }).toEqual({ errors: 0, warnings: 0 });
  }, 60_000);
});
