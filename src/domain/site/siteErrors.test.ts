import { describe, expect, it } from 'vitest';
import { insuranceQuoteReturn, isBookingsPath, quoteErrorLeaves, supportErrorText } from './siteErrors';

describe('site error rules (spec 01 §8)', () => {
  it('a failed insurance quote returns to the saved bookings URL, else home', () => {
    expect(insuranceQuoteReturn('/my-account/bookings/upcoming')).toBe('/my-account/bookings/upcoming');
    expect(insuranceQuoteReturn('/my-account/bookings/upcoming/res_1?x=1')).toBe(
      '/my-account/bookings/upcoming/res_1?x=1',
    );
    expect(insuranceQuoteReturn(null)).toBe('/');
    expect(insuranceQuoteReturn('https://evil.example/my-account/bookings')).toBe('/');
    expect(insuranceQuoteReturn('/my-account/bookingsX')).toBe('/');
    expect(isBookingsPath('/my-account/bookings')).toBe(true);
  });

  it('only a real refusal leaves the quote page (not 408 with its quote, 503 or no answer)', () => {
    expect([404, 401, 422].map(quoteErrorLeaves)).toEqual([true, true, true]);
    expect([408, 503, 0].map(quoteErrorLeaves)).toEqual([false, false, false]);
  });

  it('a support error says its status and message', () => {
    expect(supportErrorText(429, 'Too many requests.')).toBe(
      'Your message was not sent (error 429): Too many requests. Try again, or e-mail us.',
    );
    expect(supportErrorText(0, '')).toBe(
      'Your message was not sent (no connection): Your message could not be sent. Try again, or e-mail us.',
    );
  });
});
