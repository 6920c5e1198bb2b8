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

/** Validators other than the described schemas: the handler checks the rest itself. */
export interface Checks {
  param?: Schema;
  query?: Schema;
  json?: Schema;
}

/** A route: its method, its path under the router's mount, its schemas, docs and auth. */
export type RouteSpec<P, Q, B, C> = Omit<RouteDescription, 'path' | 'params' | 'query' | 'body'> & {
  /** Under the router's mount, with Hono parameters: `/`, `/:id`, `/:id/accept`. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * What the router validates when it is not the described schemas (e.g. any JSON object, the
   * handler then parsing the described body itself; `{}`: nothing, the handler reads the input).
   */
  check?: C;
};

type InputOf<P, Q, B, C> = C extends Checks
  ? RouteInput<C['param'], C['query'], C['json']>
  : RouteInput<P, Q, B>;

type Handler<P, Q, B, C> = (c: Context<AppEnv, string, InputOf<P, Q, B, C>>) => Response | Promise<Response>;

/**
 * The router's routes, each declared once: `route({ method, path, summary, tags, params, query,
 * body, responses, auth }, handler)` records it for the OpenAPI document (describeRoute, under the
 * router's `mount`) and registers it with the validators its schemas call for, in the order
 * params, query, JSON body (each checks the caller first: checkCaller), then the handler.
 * A body of another media type (an upload) is the handler's to read; `check` names other
 * validators where the handler parses the described input itself.
 */
export function routesOf(router: Hono<AppEnv>, mount: string) {
  return function route<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    C extends Checks | undefined = undefined,
  >(spec: RouteSpec<P, Q, B, C>, handler: Handler<P, Q, B, C>): void {
    const { path, check, ...description } = spec;
    describeRoute({
      ...description,
      path: path === '/' ? mount : `${mount}${path}`,
    } as RouteDescription);
    const { param, query, json }: Checks = check ?? {
      param: spec.params,
      query: spec.query,
      json: spec.bodyMediaType ? undefined : spec.body,
    };
    const checks: MiddlewareHandler[] = [];
    if (param) checks.push(validate('param', param) as unknown as MiddlewareHandler);
    if (query) checks.push(validate('query', query) as unknown as MiddlewareHandler);
    if (json) checks.push(validate('json', json) as unknown as MiddlewareHandler);
    const on = router.on.bind(router) as unknown as (
      method: string,
      path: string,
      ...handlers: MiddlewareHandler[]
    ) => void;
    on(spec.method.toUpperCase(), path, ...checks, handler as unknown as MiddlewareHandler);
  };
}
