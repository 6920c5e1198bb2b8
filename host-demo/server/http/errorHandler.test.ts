import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from './errorHandler';
import { HttpError } from './HttpError';

describe('error handler', () => {
  it('answers an unexpected error with a generic 500 that leaks no stack or SQL', async () => {
    const app = new Hono();
    app.get('/boom', () => {
      throw new Error('SQLITE_ERROR: no such column secret_column at /work/main/host-demo/server/x.ts:12');
    });
    app.onError(errorHandler);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.request('/boom');
    spy.mockRestore();
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/SQLITE|secret_column|\.ts|at /);
    expect(JSON.parse(text)).toMatchObject({ status_code: 500 });
  });

  it('answers an HttpError with its status, message and extra fields', async () => {
    const app = new Hono();
    app.get('/gift', () => {
      throw new HttpError(422, 'Gift card CVV required', { code: 10001 });
    });
    app.onError(errorHandler);
    const res = await app.request('/gift');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'Gift card CVV required',
      message: 'Gift card CVV required',
      status_code: 422,
      code: 10001,
    });
  });
});
