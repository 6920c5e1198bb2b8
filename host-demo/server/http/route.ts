import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from './appEnv';
import { describeRoute, type RouteDescription } from './openapi';
import { validate } from './validate';

type Schema = v.GenericSchema;

/** What a handler reads with `c.req.valid(…)`: the parsed params, query and JSON body. */
type Valid<Target extends string, S> = S extends Schema
  ? { in: { [K in Target]: v.InferInput<S> }; out: { [K in Target]: v.InferOutput<S> } }
  : { in: object; out: object };

export type RouteInput<P, Q, B> = Valid<'param', P> & Valid<'query', Q> & Valid<'json', B>;

/** A route: its method, its path under the router's mount, its schemas, docs and auth. */
export type RouteSpec<P, Q, B> = Omit<RouteDescription, 'path' | 'params' | 'query' | 'body'> & {
  /** Under the router's mount, with Hono parameters: `/`, `/:id`, `/:id/accept`. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
};

type Handler<P, Q, B> = (c: Context<AppEnv, string, RouteInput<P, Q, B>>) => Response | Promise<Response>;

/**
 * The router's routes, each declared once: `route({ method, path, summary, tags, params, query,
 * body, responses, auth }, handler)` records it for the OpenAPI document (describeRoute, under the
 * router's `mount`) and registers it with the validators its schemas call for, in the order
 * params, query, JSON body (each checks the caller first: checkCaller), then the handler.
 * A body of another media type (an upload) is the handler's to read.
 */
export function routesOf(router: Hono<AppEnv>, mount: string) {
  return function route<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
  >(spec: RouteSpec<P, Q, B>, handler: Handler<P, Q, B>): void {
    const { path, ...description } = spec;
    describeRoute({
      ...description,
      path: path === '/' ? mount : `${mount}${path}`,
    } as RouteDescription);
    const checks: MiddlewareHandler[] = [];
    if (spec.params) checks.push(validate('param', spec.params) as unknown as MiddlewareHandler);
    if (spec.query) checks.push(validate('query', spec.query) as unknown as MiddlewareHandler);
    if (spec.body && !spec.bodyMediaType)
      checks.push(validate('json', spec.body) as unknown as MiddlewareHandler);
    const on = router.on.bind(router) as unknown as (
      method: string,
      path: string,
      ...handlers: MiddlewareHandler[]
    ) => void;
    on(spec.method.toUpperCase(), path, ...checks, handler as unknown as MiddlewareHandler);
  };
}
