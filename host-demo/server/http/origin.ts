import type { Context } from 'hono';

/** The origin the request reached (scheme://host:port), to answer absolute media URLs. */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}
