import { describe, expect, it } from 'vitest';
import {
  allPreparesOutcome,
  prepareOutcome,
  prepareResultFromError,
  type PrepareResult,
  rerunsSearch,
  softPrepareResult,
} from './prepareOutcome';

const ok: PrepareResult = { preparedTeeTime: { teeTime: { id: 'tt1' } }, statusCode: 200, error: null };
const unavailable: PrepareResult = {
  preparedTeeTime: null,
  unavailable: true,
  error: null,
  message: 'This tee time is no longer available.',
  statusCode: 200,
};
const fail = (statusCode: number, extra: Partial<PrepareResult> = {}): PrepareResult => ({
  error: `failure ${statusCode}`,
  statusCode,
  offerUrl: null,
  failureSteps: null,
  ...extra,
});

describe('prepareOutcome (spec 01 §8 catalogue)', () => {
  it('a prepared tee time goes on', () => {
    expect(prepareOutcome(ok)).toEqual({ kind: 'ok' });
  });

  it('a null tee time or the unavailable answer → not-available', () => {
    expect(prepareOutcome(unavailable)).toEqual({ kind: 'not-available' });
    expect(prepareOutcome({ preparedTeeTime: null })).toEqual({ kind: 'not-available' });
  });

  it('10003 and 10004 (the not-allowed list) → not-allowed', () => {
    expect(prepareOutcome(fail(10003))).toEqual({ kind: 'not-allowed', message: 'failure 10003' });
    expect(prepareOutcome(fail(10004)).kind).toBe('not-allowed');
  });

  it('10002 → booking-limit-reached', () => {
    expect(prepareOutcome(fail(10002))).toEqual({ kind: 'booking-limit-reached', message: 'failure 10002' });
  });

  it('11001 → time-slot error carrying the timeSlot', () => {
    expect(prepareOutcome(fail(11001, { timeSlot: '07:40' }))).toEqual({
      kind: 'time-slot-error',
      timeSlot: '07:40',
      message: 'failure 11001',
    });
  });

  it('11002 → membership search, or rate-type search when coming from membership', () => {
    const membership = fail(11002, { offerUrl: '/membership-page/at/1001' });
    expect(prepareOutcome(membership)).toEqual({
      kind: 'membership-search',
      offerUrl: '/membership-page/at/1001',
    });
    expect(prepareOutcome(membership, { fromMembership: true })).toEqual({ kind: 'rate-type-search' });
  });

  it('retryTeeTime → retry once with reattempt, then the error page', () => {
    const glitch = fail(422, { failureSteps: { retryTeeTime: true } });
    expect(prepareOutcome(glitch)).toEqual({ kind: 'retry', reattempt: true });
    expect(prepareOutcome(glitch, { alreadyRetried: true })).toEqual({
      kind: 'tee-time-error',
      status: 422,
      message: 'failure 422',
    });
  });

  it("'Authorization Failed' → error state and the search re-runs", () => {
    expect(prepareOutcome({ error: 'Authorization Failed', statusCode: 401 })).toEqual({
      kind: 'authorization-failed',
      rerunSearch: true,
    });
  });

  it('another error with an offerUrl uses it; without one → tee-time-error (default status 422)', () => {
    expect(prepareOutcome(fail(422, { offerUrl: '/rate-types/at/1001' }))).toEqual({
      kind: 'offer-url',
      url: '/rate-types/at/1001',
    });
    expect(prepareOutcome(fail(503))).toEqual({
      kind: 'tee-time-error',
      status: 503,
      message: 'failure 503',
    });
    expect(prepareOutcome({ error: 'boom' })).toEqual({
      kind: 'tee-time-error',
      status: 422,
      message: 'boom',
    });
    expect(prepareOutcome({ error: null, failureSteps: { reason: 'x' } }, {}).kind).toBe('tee-time-error');
  });
});

describe('prepareOutcome: a missing tee time', () => {
  it('a 404 is the not-found page (no retry, no generic error)', () => {
    expect(prepareOutcome(fail(404))).toEqual({ kind: 'not-found', message: 'failure 404' });
  });
});

describe('allPreparesOutcome', () => {
  it('every provider at the booking limit → booking-limit page', () => {
    expect(allPreparesOutcome([fail(10002), fail(10002)])).toEqual({
      kind: 'booking-limit-reached',
      message: 'failure 10002',
    });
  });

  it('every provider failing or not available → error page', () => {
    expect(allPreparesOutcome([fail(10002), unavailable, fail(422)])).toEqual({
      kind: 'tee-time-error',
      status: 422,
      message: 'failure 10002',
    });
  });

  it('one provider prepared → no page-level outcome', () => {
    expect(allPreparesOutcome([fail(10002), ok])).toBeNull();
    expect(allPreparesOutcome([])).toBeNull();
  });
});

describe('softPrepareResult', () => {
  it('an available offer counts as prepared, one without the seats as not available', () => {
    const available = softPrepareResult({ available: true, teeTime: { id: 'tt1' } });
    const gone = softPrepareResult({ available: false, message: 'Only 1 seat left.' });
    expect(prepareOutcome(available)).toEqual({ kind: 'ok' });
    expect(prepareOutcome(gone)).toEqual({ kind: 'not-available' });
    expect(allPreparesOutcome([gone, gone])).toEqual({
      kind: 'tee-time-error',
      status: 422,
      message: 'Only 1 seat left.',
    });
    expect(allPreparesOutcome([gone, available])).toBeNull();
  });
});

describe('prepareResultFromError', () => {
  it('reads code, offer URL, failure steps and time slot from the API error', () => {
    expect(
      prepareResultFromError({
        status: 422,
        code: 11001,
        message: 'This time slot is no longer available.',
        data: { timeSlot: '07:40', failureSteps: null },
      }),
    ).toEqual({
      error: 'This time slot is no longer available.',
      statusCode: 11001,
      offerUrl: null,
      failureSteps: null,
      timeSlot: '07:40',
    });
    const glitch = prepareResultFromError({
      status: 422,
      code: '422',
      message: 'x',
      failureSteps: { retryTeeTime: true },
    });
    expect(prepareOutcome(glitch)).toEqual({ kind: 'retry', reattempt: true });
    expect(prepareResultFromError({ status: 500, message: 'x' }).statusCode).toBe(500);
  });
});

describe('rerunsSearch', () => {
  it("re-runs the search only for a provider's 'Authorization Failed'", () => {
    expect(rerunsSearch({ message: 'Authorization Failed' })).toBe(true);
    expect(rerunsSearch({ message: 'Your card was declined.' })).toBe(false);
    expect(rerunsSearch({})).toBe(false);
  });
});
