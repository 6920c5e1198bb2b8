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

export interface RequestOptions {
  params?: Record<string, unknown>;
  /** Send params/body keys as given and return the answer's keys untouched. */
  skipCase?: boolean;
  signal?: AbortSignal;
  /** Send the body as-is (no snake_casing). FormData, Blob and strings are always sent as-is. */
  raw?: boolean;
  /** Try a failed request up to 3 times, 1 s apart (idempotent reads only; see above). */
  retry?: boolean;
}

export interface ApiClient {
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T>(path: string, opts?: RequestOptions): Promise<T>;
  readonly baseURL: string;
  readonly appKey: string;
}
