import * as v from 'valibot';
import { expect } from 'vitest';
import { describedRoutes } from '../http/openapi';
import type { BookingTestApp } from './bookingApp';

/** The answer schema a route describes for a status. */
export function schemaOf(method: string, path: string, status: number): v.GenericSchema {
  const route = describedRoutes().find((r) => r.method === method && r.path === path);
  const answer = route?.responses[status];
  if (!answer || typeof answer === 'string' || !answer.schema) {
    throw new Error(`${method} ${path} describes no schema for ${status}`);
  }
  return answer.schema;
}

/** Calls the route and parses its answer with the schema it describes: the document tells the truth. */
export async function expectDescribed(
  t: Pick<BookingTestApp, 'request'>,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  routePath: string,
  url: string,
  init: Parameters<BookingTestApp['request']>[1] = {},
): Promise<Record<string, unknown>> {
  const res = await t.request(url, { method: method.toUpperCase(), ...init });
  const body: unknown = await res.json();
  expect([200, 201], JSON.stringify(body).slice(0, 300)).toContain(res.status);
  const parsed = v.safeParse(schemaOf(method, routePath, res.status), body);
  const issues = parsed.issues?.slice(0, 5).map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`) ?? [];
  expect(issues, `${method} ${url}`).toEqual([]);
  return body as Record<string, unknown>;
}
