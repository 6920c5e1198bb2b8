import { describe, expect, it } from 'vitest';
import {
  ApiError,
  MAINTENANCE_MESSAGE,
  apiErrorFromAnswer,
  cancelledError,
  isCancelled,
  isMaintenanceError,
  messageFromAnswer,
  networkError,
} from './apiError';

describe('messageFromAnswer', () => {
  it("reads the answer's error or message field, or the first string inside it", () => {
    expect(messageFromAnswer({ error: 'Token is invalid' })).toBe('Token is invalid');
    expect(messageFromAnswer({ message: 'Payment Error' })).toBe('Payment Error');
    expect(messageFromAnswer({ error: { email: ['has already been taken'] } })).toBe(
      'has already been taken',
    );
    expect(messageFromAnswer({ error: '', message: 'fallback' })).toBe('fallback');
    expect(messageFromAnswer({ detail: 'x' })).toBeUndefined();
    expect(messageFromAnswer('<html>502</html>')).toBeUndefined();
  });
});

describe('apiErrorFromAnswer', () => {
  it('keeps status, code, field errors, failure steps and offer url', () => {
    const e = apiErrorFromAnswer(422, {
      error: 'Gift card CVV required',
      code: 10001,
      validationErrors: { giftCardCvv: 'is required' },
      failureSteps: { retryTeeTime: true },
      offerUrl: 'https://provider.test/offer',
    });
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      status: 422,
      code: 10001,
      message: 'Gift card CVV required',
      validationErrors: { giftCardCvv: ['is required'] },
      failureSteps: { retryTeeTime: true },
      offerUrl: 'https://provider.test/offer',
    });
  });

  it('falls back to friendly messages per status', () => {
    expect(apiErrorFromAnswer(503, '').message).toBe(MAINTENANCE_MESSAGE);
    expect(apiErrorFromAnswer(429, {}).message).toMatch(/try again later/i);
    expect(apiErrorFromAnswer(500, null).message).toMatch(/something went wrong/i);
    expect(apiErrorFromAnswer(11002, { statusCode: 11002 }).code).toBe(11002);
  });
});

describe('error kinds', () => {
  it('tells cancelled, maintenance and network errors apart', () => {
    expect(isCancelled(cancelledError())).toBe(true);
    expect(isCancelled(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isCancelled(networkError())).toBe(false);
    expect(networkError()).toMatchObject({ status: 0, code: 'network' });
    expect(isMaintenanceError(apiErrorFromAnswer(503, {}))).toBe(true);
    expect(isMaintenanceError(apiErrorFromAnswer(500, {}))).toBe(false);
    expect(isMaintenanceError(new Error('503'))).toBe(false);
  });
});
