import type { AnswerFor, BodyFor, CallPath, ParamsFor } from './api/apiPaths';
import type { Maintenance } from './maintenance';
import type { SafeStorage } from './safeStorage';

/** The API client's shape (apiClient.ts makes one), apart from it so the session can name it. */
export interface ApiClientOptions {
  /** Host plus `/api`, e.g. `https://sandbox.example.com/api`. */
  baseURL: string;
  appKey: string;
  /** Told about 401s; the page session by default. */
  session?: { handleUnauthorized(): void };
  /** The page's maintenance flag by default. */
  maintenance?: Maintenance;
  fetch?: typeof fetch;
  /** Where the tokens are read from; the page's localStorage by default. */
  storage?: SafeStorage;
  /** Pause between the tries of a `retry` request; 1000 ms (spec 02 §7) by default. */
  retryDelayMs?: number;
}

export interface RequestOptions<Params = Record<string, unknown>> {
  params?: Params;
  /** Send params/body keys as given and return the answer's keys untouched. */
  skipCase?: boolean;
  signal?: AbortSignal;
  /** Send the body as-is (no snake_casing). FormData, Blob and strings are always sent as-is. */
  raw?: boolean;
  /** Try a failed request up to 3 times, 1 s apart (idempotent reads only; see above). */
  retry?: boolean;
}

/**
 * Each method is typed by its path from the API's document (api/apiPaths.ts): the answer, the
 * query params' names and the body are the document's, camelCased as the client camelCases them.
 * `api.get(\`v6/courses/${id}\`)` answers `Answer<'get', 'v6/courses/{id}'>`; a path the
 * document lacks does not compile.
 */
export interface ApiClient {
  get<P extends CallPath<'get'>>(
    path: P,
    opts?: RequestOptions<ParamsFor<'get', P>>,
  ): Promise<AnswerFor<'get', P>>;
  post<P extends CallPath<'post'>>(
    path: P,
    body?: BodyFor<'post', P>,
    opts?: RequestOptions<ParamsFor<'post', P>>,
  ): Promise<AnswerFor<'post', P>>;
  put<P extends CallPath<'put'>>(
    path: P,
    body?: BodyFor<'put', P>,
    opts?: RequestOptions<ParamsFor<'put', P>>,
  ): Promise<AnswerFor<'put', P>>;
  patch<P extends CallPath<'patch'>>(
    path: P,
    body?: BodyFor<'patch', P>,
    opts?: RequestOptions<ParamsFor<'patch', P>>,
  ): Promise<AnswerFor<'patch', P>>;
  delete<P extends CallPath<'delete'>>(
    path: P,
    opts?: RequestOptions<ParamsFor<'delete', P>>,
  ): Promise<AnswerFor<'delete', P>>;
  readonly baseURL: string;
  readonly appKey: string;
}

/**
 * The client without the document's types (any path, params and body): for tests of the client's
 * own conduct (headers, casing, retries) with made-up paths. Widgets use `ApiClient`.
 */
export interface UntypedApiClient {
  get<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  readonly baseURL: string;
  readonly appKey: string;
}
