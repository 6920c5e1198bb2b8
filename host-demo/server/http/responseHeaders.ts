import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Sets a header on the answer a handler already built. In place when its headers may change (any
 * answer built with the context, also @hono/node-server's lightweight one, which then still goes
 * out from its string or bytes); else (a fetched answer, `Response.redirect`) as `c.header` does,
 * which copies the answer and turns its body into a stream. (`c.header` after the handler always
 * copies: with three such headers a cached list cost more to send than to look up.)
 */
export function setAnswerHeader(c: Context, name: string, value: string, append = false): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, append ? { append: true } : undefined);
  }
}

/** Every answer (JSON, errors, media, OpenAPI): browsers must not sniff another content type. */
export const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
};

export interface ApiCorsOptions {
  /** The allowed origin for a request's Origin, or null. */
  origin: (origin: string, c: Context) => string | null;
  allowHeaders: string[];
  allowMethods: string[];
  exposeHeaders: string[];
  maxAge: number;
  /**
   * The answer to a request whose Origin is not allowed, sent before any handler runs; without
   * it such a request is answered as usual, only without Access-Control-Allow-Origin.
   */
  refuse?: (origin: string, c: Context) => Response;
}

/**
 * CORS with credentials, as `hono/cors` answers it: a preflight (OPTIONS) is hono's; any other
 * request gets Access-Control-Allow-Origin (an allowed origin only), -Allow-Credentials and
 * -Expose-Headers, and `Vary: Origin` appended, set on the built answer with `setAnswerHeader`
 * (hono's sets them on a response made before the handler runs, which the answer is then copied
 * over, body and all).
 *
 * With `refuse`, a page whose origin is not allowed still gets an answer it can read: its
 * preflight passes (Access-Control-Allow-Origin is its origin) and the request itself gets
 * `refuse`'s answer, with its origin allowed, before any handler reads it. The page can then say
 * what is wrong instead of failing as if the network were down.
 */
export function apiCors(options: ApiCorsOptions): MiddlewareHandler {
  const { refuse } = options;
  const preflight = cors({
    ...options,
    origin: (origin, c) => options.origin(origin, c) ?? (refuse && origin ? origin : null),
    credentials: true,
  });
  const expose = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = c.req.header('origin') || '';
    let allowOrigin = options.origin(origin, c);
    if (!allowOrigin && origin && refuse) {
      c.res = refuse(origin, c);
      allowOrigin = origin;
    } else await next();
    if (allowOrigin) setAnswerHeader(c, 'Access-Control-Allow-Origin', allowOrigin);
    setAnswerHeader(c, 'Access-Control-Allow-Credentials', 'true');
    if (expose) setAnswerHeader(c, 'Access-Control-Expose-Headers', expose);
    setAnswerHeader(c, 'Vary', 'Origin', true);
  };
}
