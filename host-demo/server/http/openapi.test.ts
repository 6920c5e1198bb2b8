import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';
import { documentedPath } from './openapi';

describe('OpenAPI document', () => {
  it('is served without an app key and lists every mounted API route', async () => {
    const { app, request } = makeTestApp();
    const res = await request('/api/openapi.json', { apiKey: null });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
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
});
