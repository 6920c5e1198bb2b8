/**
 * The API client's calls typed by path and method, from the generated document (generated.ts),
 * the way openapi-fetch types its client, with types only (nothing here reaches a bundle).
 *
 * A call names its path as the client sends it (under `baseURL`, which ends in `/api`):
 * `api.get(\`v6/courses/${id}\`)` is matched to the document's `/api/v6/courses/{id}` segment by
 * segment (a `{param}` segment takes any one segment, a literal one only itself; a path the
 * document has word for word wins), and answers `Answer<'get', 'v6/courses/{id}'>`: the JSON of
 * its 2xx answers camelCased as the client camelCases it (apiTypes.ts). The query params' names
 * and the JSON body are the document's, camelCased the same way.
 */
import type { paths } from './generated';
import type { CamelCase, Camelized } from './apiTypes';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every path of the document as the client takes it: `v6/courses/{id}`. */
export type ApiPath = keyof paths extends infer K ? (K extends `/api/${infer P}` ? P : never) : never;

type Operation<M extends HttpMethod, P extends ApiPath> = NonNullable<paths[`/api/${P}`][M]>;

/** The document's paths that answer method M. */
export type PathOf<M extends HttpMethod> = {
  [P in ApiPath]: [Operation<M, P>] extends [never] ? never : P;
}[ApiPath];

/** `v6/courses/{id}/scorecard` → `v6/courses/${string}/scorecard`: what a call may pass. */
type Template<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Template<Tail>}`
  : P;

/** The strings a call with method M may pass as its path (a leading `/` is dropped by the client). */
export type CallPath<M extends HttpMethod> =
  PathOf<M> extends infer P extends string ? Template<P> | `/${Template<P>}` : never;

type Split<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Split<Tail>] : [S];

type SegmentsMatch<Call extends string[], Doc extends string[]> = Call extends [
  infer C extends string,
  ...infer CallRest extends string[],
]
  ? Doc extends [infer D extends string, ...infer DocRest extends string[]]
    ? D extends `{${string}}`
      ? SegmentsMatch<CallRest, DocRest>
      : [C] extends [D]
        ? SegmentsMatch<CallRest, DocRest>
        : false
    : false
  : Doc extends []
    ? true
    : false;

/** The document's path a call's path (a literal or template type) stands for. */
export type PathFor<M extends HttpMethod, Call extends string> = Call extends `/${infer Rest}`
  ? PathFor<M, Rest>
  : Call extends PathOf<M>
    ? Call
    : {
        [P in PathOf<M>]: SegmentsMatch<Split<Call>, Split<P>> extends true ? P : never;
      }[PathOf<M>];

type Responses<M extends HttpMethod, P extends ApiPath> =
  Operation<M, P> extends {
    responses: infer R;
  }
    ? R
    : never;

type Success = 200 | 201 | 202 | 204;

type JsonOf<R> = R extends { content: { 'application/json': infer Body } }
  ? Body
  : R extends { content: object }
    ? unknown
    : undefined;

/** The wire (snake_case) JSON of an operation's 2xx answers; `undefined` for one without a body. */
export type WireAnswer<M extends HttpMethod, P extends ApiPath> = P extends unknown
  ? {
      [S in keyof Responses<M, P>]: S extends Success ? JsonOf<Responses<M, P>[S]> : never;
    }[keyof Responses<M, P>]
  : never;

/** The answer of `M path` as the client resolves it (camelCased). */
export type Answer<M extends HttpMethod, P extends PathOf<M>> = Camelized<WireAnswer<M, P>>;

/** The answer of a call by the path it passes (`v6/courses/${string}` → the course page). */
export type AnswerFor<M extends HttpMethod, Call extends string> = Answer<M, PathFor<M, Call>>;

type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[];

type QueryOf<M extends HttpMethod, P extends ApiPath> =
  Operation<M, P> extends {
    parameters: { query?: infer Q };
  }
    ? NonNullable<Q>
    : never;

/**
 * The query params a call may send: the document's names camelCased (the client snake_cases them
 * back); values are whatever the client serializes, since every query value is a string on the wire.
 */
export type ParamsFor<M extends HttpMethod, Call extends string> = [QueryOf<M, PathFor<M, Call>>] extends [
  never,
]
  ? Record<string, never>
  : { [K in keyof QueryOf<M, PathFor<M, Call>> as K extends string ? CamelCase<K> : K]?: ParamValue };

type BodyOfOperation<Op> = Op extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'application/json': infer Json } }
    ? Camelized<Json>
    : NonNullable<B> extends { content: object }
      ? FormData | Blob | string
      : undefined
  : undefined;

/** The body a call sends: the document's JSON body camelCased, FormData for an upload. */
export type BodyFor<M extends HttpMethod, Call extends string> = BodyOfOperation<
  Operation<M, PathFor<M, Call>>
>;

type KeysOfUnion<U> = U extends unknown ? keyof U : never;

/**
 * An answer that is one of several shapes (a union) read as one object: each key of any shape,
 * optional, with the values the shapes give it (for views that test which fields came).
 */
export type AnyShape<U> = {
  [K in KeysOfUnion<U>]?: U extends unknown ? (K extends keyof U ? U[K] : never) : never;
};
