/**
 * An error a handler throws on purpose. The app's error handler answers
 * `{ error, message, status_code, ...extra }` with `status` as the HTTP status.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;

  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extra = extra;
  }

  /** The JSON body the API answers for this error. */
  toBody(): Record<string, unknown> {
    return { error: this.message, message: this.message, status_code: this.status, ...this.extra };
  }
}
