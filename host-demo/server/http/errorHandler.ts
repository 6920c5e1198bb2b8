import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from './HttpError';

function answer(c: Context, error: HttpError): Response {
  return c.json(error.toBody(), error.status as ContentfulStatusCode);
}

/**
 * Turns thrown errors into the API's JSON errors. HttpError and Hono's own
 * HTTPException (e.g. 400 malformed JSON, 413 body too large) keep their status;
 * anything else is a 500 with a generic message: never a stack or an SQL text.
 */
export const errorHandler: ErrorHandler = (err, c) => {
  if (err instanceof HttpError) return answer(c, err);
  if (err instanceof HTTPException) {
    const message = err.status === 400 ? 'Malformed JSON in request body' : err.message || 'Request failed';
    return answer(c, new HttpError(err.status, message));
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
  return answer(c, new HttpError(500, 'Something went wrong on our side. Please try again later.'));
};

export const notFoundHandler: NotFoundHandler = (c) => answer(c, new HttpError(404, 'Not found'));
