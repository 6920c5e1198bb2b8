import type { HttpMethod, PathOf, WireAnswer } from '../../../src/core/api/apiPaths';

/**
 * A route's JSON answer read as the contract types it (the generated document's 2xx answer,
 * snake_case as on the wire): `answerOf<'get', 'v6/courses/{id}'>(res)`. The same types the
 * widgets' client reads (camelCased there), so a route test breaks when the answer's schema does.
 */
export async function answerOf<M extends HttpMethod, P extends PathOf<M>>(
  res: Response,
): Promise<WireAnswer<M, P>> {
  return (await res.json()) as WireAnswer<M, P>;
}
