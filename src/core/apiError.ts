import { BAD_KEY_SHOWN, NOT_ALLOWED_SHOWN, ORIGIN_NOT_ALLOWED } from './setupWords';
/**
 * The one error type of the API client (spec 02 §8). `message` is always something a golfer can
 * read: the answer's `error` or `message` field when the server sent one, else a friendly default.
 */
export const NETWORK_ERROR_MESSAGE = 'Network error, check your connection and try again.';
export const MAINTENANCE_MESSAGE =
  'We are doing some maintenance right now. Please try again in a few minutes.';
export const CANCELLED_MESSAGE = 'Request cancelled';

const DEFAULT_MESSAGES: Record<number, string> = {
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do that.',
  404: 'We could not find what you were looking for.',
  408: 'The request took too long. Please try again.',
  429: 'Too many requests. Please try again later.',
};
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export interface ApiErrorInit {
  status: number;
  code?: string | number;
  data?: unknown;
  validationErrors?: Record<string, string[]>;
  failureSteps?: unknown;
  offerUrl?: string;
  cancelled?: boolean;
}

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure or cancelled). */
  status: number;
  /** Application code from the answer (`code` or `statusCode`, e.g. 10001, 11002), or 'network' / 'cancelled'. */
  code?: string | number;
  /** The answer's body, camelCased unless the request asked for skipCase. */
  data: unknown;
  /** Per-field messages, e.g. from credit card creation. */
  validationErrors?: Record<string, string[]>;
  failureSteps?: unknown;
  offerUrl?: string;
  /** True when the caller aborted the request: ignore it, do not show it. */
  cancelled: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
    this.validationErrors = init.validationErrors;
    this.failureSteps = init.failureSteps;
    this.offerUrl = init.offerUrl;
    this.cancelled = init.cancelled ?? false;
  }

  /** A 503: the maintenance notice is showing; do not show an error view for this one. */
  get isMaintenance(): boolean {
    return this.status === 503;
  }
}

/** True for requests the caller aborted (ours, a DOM AbortError, or a timeout abort). */
export function isCancelled(e: unknown): boolean {
  if (e instanceof ApiError) return e.cancelled;
  const name = (e as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'CanceledError';
}

/** True for the 503 answer that switched on the maintenance flag. */
export function isMaintenanceError(e: unknown): boolean {
  return e instanceof ApiError && e.isMaintenance;
}

function firstString(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  for (const inner of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstString(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The answer's `error` or `message` field (a string, or the first string inside it). */
export function messageFromAnswer(data: unknown): string | undefined {
  if (typeof data === 'string') {
    const text = data.trim();
    return text && text.length <= 300 && !text.startsWith('<') ? text : undefined;
  }
  if (data === null || typeof data !== 'object') return undefined;
  const body = data as Record<string, unknown>;
  return firstString(body.error) ?? firstString(body.message);
}

function normaliseValidationErrors(value: unknown): Record<string, string[]> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string',
    );
    if (list.length) out[field] = list;
  }
  return out;
}

/** Build the error for a non-2xx answer whose body (already key-converted) is `data`. */
export function apiErrorFromAnswer(status: number, data: unknown): ApiError {
  const body =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  const code = body.code ?? body.statusCode ?? body.errorCode;
  // A page the API refuses (its origin, its app key): every widget shows the same plain words;
  // the API's own, for the developer, stay in `data` (setupProblems warns with them).
  const refused =
    code === ORIGIN_NOT_ALLOWED
      ? NOT_ALLOWED_SHOWN
      : typeof code === 'string' && code.startsWith('app_key_')
        ? BAD_KEY_SHOWN
        : undefined;
  const message =
    refused ??
    messageFromAnswer(data) ??
    (status === 503 ? MAINTENANCE_MESSAGE : (DEFAULT_MESSAGES[status] ?? FALLBACK_MESSAGE));
  return new ApiError(message, {
    status,
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
    data,
    validationErrors: normaliseValidationErrors(body.validationErrors),
    failureSteps: body.failureSteps,
    offerUrl: typeof body.offerUrl === 'string' ? body.offerUrl : undefined,
  });
}

export function cancelledError(): ApiError {
  return new ApiError(CANCELLED_MESSAGE, { status: 0, code: 'cancelled', cancelled: true });
}

export function networkError(cause?: unknown): ApiError {
  const e = new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: 'network' });
  if (cause !== undefined) (e as { cause?: unknown }).cause = cause;
  return e;
}
